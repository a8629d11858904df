import type { RJSFSchema } from '@rjsf/utils'
import { useEffect, useState } from 'react'
import { loadValidator, validatorHere, type FormValidator } from './validation/load-validator'

/** The schema's validator once loaded (precompiled, or for a run-time form the interpreter; Ajv in development), and whether loading failed. */
export function useValidator(schema: RJSFSchema, report: (e: unknown) => void): { validator?: FormValidator; failed: boolean } {
  // Usually here already: the screen fetched it with the form's code (the form renderer's preloadFor).
  const [state, setState] = useState<{ schema: RJSFSchema; validator?: FormValidator; failed: boolean }>(() => ({
    schema,
    validator: validatorHere(schema),
    failed: false,
  }))
  useEffect(() => {
    if (state.schema === schema && state.validator) return
    let live = true
    loadValidator(schema).then(
      ({ validator }) => live && setState({ schema, validator, failed: false }),
      (e: unknown) => {
        report(e)
        if (live) setState({ schema, failed: true })
      },
    )
    return () => {
      live = false
    }
  }, [schema]) // eslint-disable-line react-hooks/exhaustive-deps -- a validator is loaded per schema; a new report callback must not load it again
  // A validator is bound to its schema (the precompiled one refuses any other), so a new schema waits for its own.
  return state.schema === schema ? state : { failed: false }
}
