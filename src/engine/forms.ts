// Forms on a screen register a handle under their id, so a button elsewhere (a fixed footer) can submit
// them; their values are published into the scope as forms.<id> (a form keeps its own values store, so a
// keystroke redraws only what reads that form).
export interface FormHandle {
  /** The values as typed so far. */
  values: () => Record<string, unknown>
  /**
   * Validate, show the messages, and when valid run the form's own submit actions with `form` in scope.
   * Rejects (code INVALID, or the failure of the submit chain) so the pressed button stops its spinner.
   */
  submit: () => Promise<unknown>
  /** Be told when the values change. */
  subscribe?(listener: () => void): () => void
}

export class FormRegistry {
  private readonly handles = new Map<string, FormHandle>()

  /** `publish` puts a form's values where expressions read them (forms.<id>). */
  constructor(private readonly publish: (id: string, values: Record<string, unknown>) => void = () => undefined) {}

  register(id: string, handle: FormHandle): () => void {
    this.handles.set(id, handle)
    const send = () => this.publish(id, handle.values())
    const stop = handle.subscribe?.(send)
    send()
    return () => {
      stop?.()
      if (this.handles.get(id) === handle) this.handles.delete(id)
    }
  }

  get(id: string): FormHandle | undefined {
    return this.handles.get(id)
  }
}
