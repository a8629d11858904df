import Form, { type FormProps, type IChangeEvent } from '@rjsf/core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useEngine, type RendererProps } from '../../src/engine'
import type { FormNode } from '../../src/generated/screen'
import { fieldChecks } from './field-checks'
import { flushPending, type FormContextValue } from './form-context'
import type { FormSlot } from './form-slot'
import { messageTransformer } from './messages'
import { isIOS } from './platform'
import { keepDraft, readDraft, type DraftKeeper } from './draft'
import { readRemembered, writeRemembered } from './remember'
import { theme } from './theme'
import { isInlined, type FormNodeView, type FormRaw } from './types'
import { useFormHandle } from './useFormHandle'
import { useValidator } from './useValidator'
import type { FormValues } from './validation/load-validator'
import { createValuesStore } from './values-store'
import './form.css'

/** Resolves once, when `resolve` is first called: submit waits on it while the validator loads. */
function useReady(): { promise: Promise<void>; resolve(): void } {
  const [ready] = useState(() => {
    let resolve = () => {}
    const promise = new Promise<void>((r) => (resolve = r))
    return { promise, resolve }
  })
  return ready
}

// No value is invented: a oneOf of constants (gender) must not start on its first choice, nor an array with
// minItems (area) start as empty slots; `required` then catches what the user has not chosen.
const DEFAULTS_BEHAVIOUR: FormProps<FormValues>['experimental_defaultFormStateBehavior'] = {
  arrayMinItems: { populate: 'never' },
  constAsDefaults: 'never',
  emptyObjectFields: 'skipEmptyDefaults',
}

const ignoreErrors = () => undefined

function SchemaForm({ node, ctx, slot }: { node: FormNodeView; ctx: RendererProps['ctx']; slot: FormSlot }) {
  const engine = useEngine()
  const storage = engine.services.storage('local')
  const { validator, failed } = useValidator(node.schema, (e) => engine.services.report(e, { form: node.id }))
  // The values live in rjsf (uncontrolled) and in this store; neither is React state here, so a keystroke
  // re-renders rjsf's changed field, not this node or the screen.
  // A draft (what was typed before a reload) wins over remembered values, which win over the config's.
  // A screen's frame (ctx.screen.still) starts from the config's values alone: the same at build time and in the
  // browser, the draft coming with the screen itself.
  const [initial] = useState<FormValues>(() =>
    ctx.screen.still
      ? { ...node.initial }
      : { ...node.initial, ...readRemembered(storage, node.id, node.remember), ...readDraft(storage, node.draft) },
  )
  const [store] = useState(() => createValuesStore(initial))
  const draft = node.draft
  const still = ctx.screen.still === true
  const keeper = useRef<DraftKeeper | null>(null)
  useEffect(() => {
    if (!draft || still) return
    const kept = (keeper.current = keepDraft(storage, draft, store))
    return () => kept.stop()
  }, [draft, still, storage, store])
  const nodeRef = useRef(ctx)
  nodeRef.current = ctx // eslint-disable-line react-hooks/refs -- fields read the node's latest context while they draw; a ref keeps the form context stable so a new ctx does not redraw every field
  const ios = isIOS(ctx.scope.client)
  const formContext = useMemo<FormContextValue>(() => ({ store, node: nodeRef, ios, pending: new Map() }), [store, ios])
  const uiSchema = useMemo(() => ({ ...node.ui, 'ui:submitButtonOptions': { norender: true } }), [node.ui])
  const transformErrors = useMemo(() => messageTransformer(node.messages), [node.messages])
  const customValidate = useMemo(
    () => fieldChecks(engine.text, node.messages, (name) => engine.validators.get(name)),
    [node.messages, engine],
  )
  const formRef = useRef<Form<FormValues> | null>(null)
  const ready = useReady()
  const setForm = useCallback(
    (form: Form<FormValues> | null) => {
      formRef.current = form
      if (form) ready.resolve()
    },
    [ready],
  )
  // Messages appear on submit; after a failed one, each change re-checks, so a fixed field loses its message.
  const [live, setLive] = useState(false)

  useFormHandle({
    id: node.id,
    slot,
    store,
    form: formRef,
    ready: () => ready.promise,
    // Typing not yet given to rjsf is committed (synchronously, so validation sees it).
    flush: () => flushSync(() => flushPending(formContext)),
    actions: node.submit,
    run: ctx.attempt,
    onInvalid: () => {
      setLive(true)
      requestAnimationFrame(() => document.querySelector('.edu-form-row--error')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }))
    },
    onSubmitted: (values) => {
      writeRemembered(storage, node.id, node.remember, values)
      keeper.current?.drop()
    },
  })

  // A form whose validator cannot load cannot be valid: submit must fail rather than wait for it.
  useEffect(() => {
    if (failed) ready.resolve()
  }, [failed, ready])

  const onChange = useCallback((e: IChangeEvent<FormValues>) => store.set(e.formData ?? {}), [store])

  if (failed) {
    return (
      <div className="edu-form edu-form--failed" role="alert">
        {ctx.t('pageUnavailable')}
      </div>
    )
  }
  if (!validator) return <div className="edu-form edu-form--loading" aria-busy="true" />
  return (
    <Form<FormValues>
      ref={setForm}
      className="edu-form"
      tagName="div"
      {...theme}
      schema={node.schema}
      uiSchema={uiSchema}
      validator={validator}
      initialFormData={initial}
      formContext={formContext}
      // A screen's frame takes no typing: what was typed there would be gone when the screen takes its place.
      readonly={still}
      noHtml5Validate
      showErrorList={false}
      liveValidate={live ? 'onChange' : undefined}
      transformErrors={transformErrors}
      customValidate={customValidate}
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
      onChange={onChange}
      onError={ignoreErrors}
    />
  )
}

/**
 * The `form` renderer: rjsf with our antd-mobile theme. The schema arrives inlined by the build; one still
 * naming its file means the screen was loaded without the screens plugin, which is a setup mistake.
 */
export default function FormView({ node, ctx, slot }: RendererProps<FormNode, FormRaw> & { slot: FormSlot }) {
  const storage = useEngine().services.storage('local')
  // A page frame coming to life (docs/frames.md) keeps its form, the same fields in place, unless the browser kept
  // values for it (a draft, remembered answers): that form starts again from them, as a live one would have.
  const still = ctx.screen.still === true
  const [drawn, setDrawn] = useState({ still, key: 'form' })

  if (drawn.still !== still) setDrawn({ still, key: keptValuesFor(storage, node) ? 'refilled' : drawn.key })
  const { schema } = node
  if (!isInlined(schema)) {
    if (ctx.dev) throw new Error(`form "${node.id}": schema ${String(schema.$ref)} was not inlined at build time`)
    return null
  }
  const view: FormNodeView = { ...node, schema }
  return <SchemaForm key={drawn.key} node={view} ctx={ctx} slot={slot} />
}

function keptValuesFor(storage: Storage, node: FormNode): boolean {
  const kept = { ...readRemembered(storage, node.id, node.remember), ...readDraft(storage, node.draft) }
  return Object.keys(kept).length > 0
}
