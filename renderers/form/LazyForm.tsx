import { Suspense } from 'react'
import { lazyComponent, type RendererProps } from '../../src/engine'
import type { FormNode } from '../../src/generated/screen'
import type { FormRaw } from './types'
import { useFormSlot } from './form-slot'

// rjsf, antd-mobile's pickers and the validators are a large part of a form screen's weight: they load with
// the first form drawn, never with the app's entry.
export const FormView = lazyComponent(async () => (await import('./FormView')).default)

export function LazyForm({ node, ctx }: RendererProps<FormNode, FormRaw>) {
  const slot = useFormSlot(node.id, ctx)
  return (
    <Suspense fallback={<div className="edu-form edu-form--loading" aria-busy="true" />}>
      <FormView node={node} ctx={ctx} slot={slot} />
    </Suspense>
  )
}
