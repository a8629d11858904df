import { Suspense } from 'react'
import type { RendererProps } from '../../src/engine'
import type { FormNode } from '../../src/generated/screen'
import type { FormRaw } from './types'
import { useFormSlot } from './form-slot'
import { FormView } from './form-view'

export function LazyForm({ node, ctx }: RendererProps<FormNode, FormRaw>) {
  const slot = useFormSlot(node.id, ctx)
  return (
    <Suspense fallback={<div className="edu-form edu-form--loading" aria-busy="true" />}>
      <FormView node={node} ctx={ctx} slot={slot} />
    </Suspense>
  )
}
