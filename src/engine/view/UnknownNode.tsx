import { useEffect } from 'react'
import { useEngine } from './EngineProvider'

/** A node type no renderer is registered for: loud in development, an empty box (and a report) in production. */
export function UnknownNode({ type }: { type: string }) {
  const engine = useEngine()
  useEffect(() => {
    engine.services.report(new Error(`unknown node type "${type}"`), { nodeType: type })
  }, [engine, type])
  if (!engine.dev) return <div data-unknown-node={type} />
  return (
    <div role="alert" data-unknown-node={type} style={{ border: '1px dashed #fb8c00', color: '#e65100', padding: 8, fontSize: 12 }}>
      {`${engine.text('unknownNode')}: ${type}`}
    </div>
  )
}
