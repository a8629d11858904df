import { useMemo } from 'react'
import type { RendererProps } from '../../src/engine'
import type { JsonNode } from '../../src/generated/screen'
import { formatJson } from './format'
import './json.css'

/** A value as indented JSON in a disclosure: the label opens it; closed, the JSON is not even formatted. */
export function Json({ node }: RendererProps<JsonNode>) {
  const text = useMemo(() => formatJson(node.value), [node.value])
  return (
    <details className="edu-json" open={node.open === true}>
      <summary className="edu-json__label">{node.label ?? ''}</summary>
      <pre className="edu-json__value">{text}</pre>
    </details>
  )
}
