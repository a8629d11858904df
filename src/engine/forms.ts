// Forms on a screen register a handle under their id, so a button elsewhere (a fixed footer) can submit
// them, and actions can read their values as form.<id> without every keystroke re-rendering the screen.
export interface FormHandle {
  /** The values as typed so far. */
  values(): Record<string, unknown>
  /**
   * Validate, show the messages, and when valid run the form's own submit actions with `form` in scope.
   * Rejects (code INVALID, or the failure of the submit chain) so the pressed button stops its spinner.
   */
  submit(): Promise<unknown>
}

export class FormRegistry {
  private readonly handles = new Map<string, FormHandle>()

  register(id: string, handle: FormHandle): () => void {
    this.handles.set(id, handle)
    return () => {
      if (this.handles.get(id) === handle) this.handles.delete(id)
    }
  }

  get(id: string): FormHandle | undefined {
    return this.handles.get(id)
  }

  /** Every form's values by id: what `form` holds in an action's scope. */
  values(): Record<string, Record<string, unknown>> {
    return Object.fromEntries([...this.handles].map(([id, h]) => [id, h.values()]))
  }
}
