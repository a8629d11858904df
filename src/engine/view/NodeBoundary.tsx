import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  /** What failed, for the report and the development box. */
  label: string
  dev: boolean
  report: (error: unknown, context: Record<string, unknown>) => void
  /** Shown instead of the default box (screens use the failure page). */
  fallback?: ReactNode
  children: ReactNode
}

// A class because React has no hook for catching render errors. A thrown renderer costs its own box, not the screen.
export class NodeBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.report(error, { where: this.props.label, componentStack: info.componentStack })
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    if (this.props.fallback !== undefined) return this.props.fallback
    if (!this.props.dev) return <div data-node-error={this.props.label} />
    return (
      <div
        role="alert"
        data-node-error={this.props.label}
        style={{ border: '1px dashed #e53935', color: '#b71c1c', padding: 8, fontSize: 12, whiteSpace: 'pre-wrap' }}
      >
        {`${this.props.label}: ${error.message}`}
      </div>
    )
  }
}
