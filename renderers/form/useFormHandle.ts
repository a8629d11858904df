// The form's face to the screen: `values()` for actions that read form.<id>, and `submit()` for the submit
// action (a fixed footer button). Submit validates and shows the messages; when valid it runs the form's own
// submit actions with `form` in scope, remembers the listed fields, and rejects when anything failed so the
// button stops its spinner. It never clears a value: after a failure everything typed is still there. While one
// submit runs, another is refused quietly (CANCELLED), so a double press sends the form once.
import type Form from '@rjsf/core'
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import type { FormSlot } from './form-slot'
import type { Outcome } from '../../src/engine'
import type { Actions, Scope } from '../../src/engine'
import type { FormValues } from './validation/load-validator'
import type { ValuesStore } from './values-store'

export class InvalidFormError extends Error {
  readonly code = 'INVALID'
  constructor(readonly formId: string) {
    super(`form "${formId}" has invalid fields`)
  }
}

interface Options {
  id: string
  /** Where the handle goes (the slot LazyForm registered on the screen). */
  slot: FormSlot
  store: ValuesStore
  form: RefObject<Form<FormValues> | null>
  /** Resolves once the form is drawn (its validator loaded). */
  ready: () => Promise<void>
  /** Hand rjsf whatever is still being typed. */
  flush: () => void
  /** The submit actions as the node has them now. */
  actions: Actions | undefined
  run: (actions: Actions | undefined, extra?: Partial<Scope>) => Promise<Outcome>
  onInvalid: () => void
  onSubmitted: (values: FormValues) => void
}

/**
 * A second submit while the first is still running (two buttons, two taps in one browser task, a tap before the
 * answer): stopped quietly, as a cancelled confirm stops a chain, so the call is sent once (issue 33, finding 6).
 */
export class SubmitInFlightError extends Error {
  readonly code = 'CANCELLED'
  constructor(readonly formId: string) {
    super(`form "${formId}" is already being submitted`)
  }
}

export function useFormHandle(options: Options): void {
  const latest = useRef(options)
  const submitting = useRef(false)
  useLayoutEffect(() => {
    latest.current = options
  })
  const { id, slot } = options
  useEffect(() => {
    slot.connect({
      values: () => latest.current.store.get(),
      subscribe: (listener) => latest.current.store.subscribeAll(listener),
      async submit() {
        // Set in the press itself, before any await: a second press in the same task sees it.
        if (submitting.current) throw new SubmitInFlightError(id)
        submitting.current = true
        try {
          await latest.current.ready()
          latest.current.flush()
          const { form, actions, run, onInvalid, onSubmitted } = latest.current
          const instance = form.current
          if (!instance) throw new InvalidFormError(id)
          if (!instance.validateForm()) {
            onInvalid()
            throw new InvalidFormError(id)
          }
          const values = instance.state.formData ?? {}
          const outcome = await run(actions, { form: values })
          if (!outcome.ok) throw outcome.error
          onSubmitted(values)
          return outcome.value
        } finally {
          submitting.current = false
        }
      },
    })
    return () => slot.connect(null)
  }, [id, slot])
}
