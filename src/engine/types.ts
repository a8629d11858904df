// The engine's contracts: what a renderer, a data source, an action and the host app give and get.
import type { ReactNode } from 'react'
import type { CallMap, CallName } from '../generated/api'
import type { Action, Actions, Node, Screen } from '../generated/screen'
import type { FormRegistry } from './forms'
import type { OverlayStore } from './screen/overlays'
import type { WordingKey } from './messages'
import type { Resolved } from './resolved'
import type { DataSourceKind, FetchedSource } from './data/source-kinds'

export type { Action, Actions, Node, Screen }
export type { ActionOf, Resolved } from './resolved'
export type { CallName }

/** Everything an expression can read. */
export interface Scope {
  route: Record<string, string | undefined>
  query: Record<string, string | undefined>
  state: Record<string, unknown>
  data: Record<string, unknown>
  /** Every form's values by form id. */
  forms: Record<string, unknown>
  /** The submitting form's values, inside its submit chain only. */
  form: Record<string, unknown>
  item: unknown
  /** Inside a preset, the parameters its use gives in "with" (and the defaults of its params schema). */
  params: Record<string, unknown>
  user: Record<string, unknown>
  client: Record<string, unknown>
  result: unknown
  error: unknown
}

/**
 * A screen as ScreenView draws it: a checked config (Screen), or one a test or story writes in code, whose nodes
 * and data sources may be of kinds registered at run time that the schemas do not list.
 */
export type ScreenConfig = Omit<Screen, 'body' | 'footer' | 'data'> & {
  body: readonly (Node | NodeConfig)[]
  footer?: readonly (Node | NodeConfig)[]
  data?: Readonly<Record<string, object>>
}

/** Any node as written in a config, including types registered at run time that the schemas do not list. */
export interface NodeConfig {
  type: string
  id?: string
  visible?: boolean | string
  [prop: string]: unknown
}

/** How an action chain went. */
export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

/** What a renderer gets besides its own (already resolved) props. */
export interface NodeContext {
  scope: Scope
  /** Run actions; resolves with the last result; never rejects (failures go to `catch` and to the reporter). */
  run: (actions: Actions | undefined, extra?: Partial<Scope>) => Promise<unknown>
  /**
   * Run actions and say how it went: { ok, value } or { ok: false, error }. For a renderer that must tell a
   * failure from a chain that produced nothing (a form's submit rejects so its button stops loading).
   */
  attempt: (actions: Actions | undefined, extra?: Partial<Scope>) => Promise<Outcome>
  /** Render child nodes, optionally with more in scope (an `item` inside a list). */
  render: (nodes: readonly (Node | NodeConfig)[] | undefined, extra?: Partial<Scope>) => ReactNode
  /** Resolve {{ }} templates in a value against the scope (a prop the renderer takes raw, such as a tab's title). */
  resolve: <T>(value: T, extra?: Partial<Scope>) => Resolved<T>
  /** Shared wording by key (screens/wording.json), {0}, {1}… filled with the values. */
  t: (key: WordingKey, ...values: readonly unknown[]) => string
  /** Whether the app runs as a development build (show problems loudly). */
  dev: boolean
  /** The screen this node is on (forms register themselves here). */
  screen: ScreenHandle
}

/** A renderer's props: its node with templates evaluated (`Raw` props as written), and its context. */
export interface RendererProps<N = NodeConfig, Raw extends keyof N & string = never> {
  node: Resolved<N, Raw>
  ctx: NodeContext
}

/**
 * A renderer as a function component. Declared as a method so a renderer of one node type is a renderer of nodes
 * in general (its props are checked against its own node type where it is written, not where it is stored).
 */
export type RendererComponent<N = NodeConfig, Raw extends keyof N & string = never> = {
  bivarianceHack(props: RendererProps<N, Raw>): ReactNode
}['bivarianceHack']

export interface RendererDefinition<N = NodeConfig, Raw extends keyof N & string = never> {
  type: string
  component: RendererComponent<N, Raw>
  /** Props handed over as written, not resolved: child nodes and item templates. Actions are never resolved. */
  raw?: readonly Raw[]
  /** For a lazy component: fetch its code early, while the screen waits for its guard and data. */
  preload?: () => Promise<unknown>
  /**
   * For a lazy component: whether its code has arrived. A node drawn before then waits for it in a Suspense
   * boundary of its own; any other node has none (React hydrates each boundary of a page's frame in a pass of its
   * own, and a screen coming to life waited for all of them: docs/frames.md). So a renderer that suspends for
   * anything else (a part of it loaded later) keeps its own boundary around that part.
   */
  ready?: () => boolean
  /**
   * Code one node needs beyond the renderer's own, known from its config as written (a form's precompiled
   * validator): fetched with the screen's code, so the node draws complete in one go.
   */
  preloadFor?: NodeCodeLoader<N>
  /**
   * Its first render starts from what the browser kept for it (a draft, saved progress). A still screen (a page's
   * frame, drawn at build time where nothing is kept: ScreenView `still`) leaves it out; it is drawn once live.
   */
  startsFromKept?: boolean
}

/** Declared as a method for the reason RendererComponent is; the node is the config's own object, not to be changed. */
export type NodeCodeLoader<N> = { bivarianceHack(node: Readonly<N>): Promise<unknown> }['bivarianceHack']

/** Any renderer, as the engine keeps them. */
export type AnyRendererDefinition = RendererDefinition<NodeConfig, string>

export interface ToastOptions {
  text: string
  icon?: 'success' | 'fail' | 'loading'
  duration?: number
}

export interface DialogOptions {
  title?: string
  content?: string
  image?: string
  confirmText?: string
  cancelText?: string
  /** Whether tapping the backdrop closes the dialog. */
  dismissible?: boolean
}

/** One choice of an action sheet. */
export interface ActionSheetOption {
  text: string
  description?: string
  /** Shown in the warning colour (a delete). */
  danger?: boolean
  disabled?: boolean
}

export interface ActionSheetOptions {
  title?: string
  options: readonly ActionSheetOption[]
  /** Default the shared wording's 取消. */
  cancelText?: string
}

export interface TrackEvent {
  event: number | string
  resourceType?: string
  resourceId?: string
  data?: Record<string, unknown>
}

/** A failure as actions and data sources see it (`error` in scope). */
export interface EngineFailure {
  message: string
  code?: string | number
}

/**
 * The host app's side of the engine: the shell supplies these (API, router, toasts, dialogs, reporting).
 * Tests supply fakes. The engine never reaches for them any other way.
 */
export interface EngineServices {
  /**
   * A named call of the catalogue (src/api), typed by its name. `silent`: show and report no failure (data asked
   * for ahead of time); `signal`: give the call up (nothing is sent once aborted).
   */
  call: <N extends CallName>(
    name: N,
    args: CallMap[N]['request'],
    options?: { silent?: boolean; signal?: AbortSignal },
  ) => Promise<CallMap[N]['response']>
  /**
   * Send a file with other fields to a named call as multipart form data, telling `onProgress` the fraction sent
   * (0-1); `signal` stops it. Absent where the host cannot send files.
   */
  upload?: (
    name: CallName,
    fields: Record<string, string | Blob | readonly Blob[]>,
    options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
  ) => Promise<unknown>
  /**
   * Whether a name written in a config is a call the host can make (the catalogue's): at once, or once the host
   * has looked it up (the app's client loads the whole call table for a name no chunk has brought).
   */
  isCall: (name: string) => boolean | Promise<boolean>
  navigate: (to: string, options?: { replace?: boolean }) => void
  back: () => void
  reloadPage: () => void
  /**
   * Show a toast. A host whose toast code arrives late answers once the toast is on the screen, so what a config
   * does next (going back a second later) is timed from when the user can read it, not from when it was asked for.
   */
  toast: (options: ToastOptions) => void | Promise<void>
  /** Hide a loading toast. */
  clearToast: () => void
  dialog: (options: DialogOptions) => Promise<void>
  confirm: (options: DialogOptions) => Promise<boolean>
  /** A sheet of choices from the bottom; resolves with the index chosen, or undefined when cancelled. */
  actionSheet: (options: ActionSheetOptions) => Promise<number | undefined>
  track: (event: TrackEvent) => void
  /** Report an error to monitoring; in development it is also printed. */
  report: (error: unknown, context?: Record<string, unknown>) => void
  /** What `user` and `client` read in expressions. */
  user: () => Record<string, unknown>
  client: () => Record<string, unknown>
  /** Tell `listener` when what `client` reads has changed (the window's layout); answers the stop. */
  watchClient?(listener: () => void): () => void
  /** Tell `listener` each time an app event happens (a data source's `refreshOn`); answers the stop. */
  subscribe?(event: AppEvent, listener: () => void): () => void
  storage: (area: 'local' | 'session') => Storage
}

/**
 * What happens in the app beyond a screen that a screen's data may follow (a data source's `refreshOn`): a name
 * the app registered with `engine.registerAppEvent`, raised by the host through `services.subscribe`.
 */
export type AppEvent = string

/** A link by kind and id (the navigate action's `content`), which the app's link table turns into an app path. */
export interface LinkRef {
  type: string
  id: string
}

/**
 * The app's link table (engine.registerLinks): the app path a link opens. May load the table on first use; throws
 * for a kind it does not know.
 */
export type LinkResolver = (link: LinkRef) => string | Promise<string>

/** What a data source fetcher gets. */
export interface DataSourceContext {
  services: EngineServices
  name: string
  /** Set when the value is asked for ahead of time (the guard still deciding): fail silently, stop when aborted. */
  ahead?: AbortSignal
}

/** Fetch the value of one data source of kind K; `source` is its options with their templates resolved. */
export type DataSourceFetcher<K extends DataSourceKind> = (source: FetchedSource<K>, ctx: DataSourceContext) => unknown

/**
 * A fetcher as the registry keeps it: which kind's options it takes was checked when it was registered; at lookup
 * the source is a config's data, which the screen checker holds to the kind's schema.
 */
export type StoredFetcher = (source: Readonly<Record<string, unknown>>, ctx: DataSourceContext) => unknown

export type { DataSourceKind, FetchedSource, SourceOf } from './data/source-kinds'

/** The screen an action runs on. */
export interface ScreenHandle {
  setState: (key: string, value: unknown) => void
  reload: (names?: readonly string[]) => Promise<void>
  /** The forms on the screen, by id (the submit action finds them here). */
  forms: FormRegistry
  /** What the screen shows over its page (the popup action's frames). */
  overlays: OverlayStore
  /**
   * Drawn as the screen's frame (ScreenView `still`): a renderer then reads nothing kept in the browser (a draft,
   * remembered values), so the frame drawn at build time and its hydration agree (docs/frames.md).
   */
  still?: boolean
}

export interface ActionContext {
  services: EngineServices
  screen: ScreenHandle
  scope: Scope
  /** Run more actions in this chain's scope (the option an action sheet's user chose). */
  run: (actions: Actions | undefined) => Promise<Outcome>
}

/** An action as written in a config: any registered name (the screen language's, or one an app adds). */
export interface ActionConfig {
  action: string
  then?: Actions
  catch?: Actions
  [field: string]: unknown
}

/**
 * Run one action; `action` has its templates resolved except `then` and `catch`. A throw goes to `catch`.
 * Declared as a method so a handler of one action is a handler of actions in general (see RendererComponent).
 */
export type ActionHandler<A = ActionConfig> = {
  bivarianceHack(action: Resolved<A>, ctx: ActionContext): unknown
}['bivarianceHack'] & {
  /** Fields handed over as written, not resolved: nodes a popup draws later with the screen's live scope. */
  raw?: readonly string[]
}

/** A field check: a pattern the text must match, or a predicate. */
export type Validator = RegExp | ((value: unknown) => boolean)
