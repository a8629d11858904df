// An engine is one app's set of registries plus the services the host supplies. Create one per app and
// one per test; nothing here is module-global.
import type { ExpressionFunction } from './expression/evaluate'
import { Registry, RegistryError, type RegisterOptions } from './registry'
import { formatMessage, type MessageTable, type WordingKey } from './messages'
import type { ActionOf } from './resolved'
import type {
  Action,
  ActionHandler,
  AnyRendererDefinition,
  DataSourceFetcher,
  DataSourceKind,
  EngineServices,
  LinkRef,
  LinkResolver,
  StoredFetcher,
  Validator,
} from './types'
import { createScreenInspection, type ScreenInspection } from './inspect/screen-inspection'
import { createRequestCache, type RequestCache } from './data/request-cache'

export interface Engine {
  services: EngineServices
  dev: boolean
  renderers: Registry<AnyRendererDefinition>
  dataSources: Registry<StoredFetcher>
  actions: Registry<ActionHandler>
  validators: Registry<Validator>
  functions: Registry<ExpressionFunction>
  /** The app events a data source's `refreshOn` may name, each with what it means. */
  appEvents: Registry<string>
  /** A renderer of one node type (a RendererDefinition<ListNode, 'item'> is one of nodes in general). */
  registerRenderer: (definition: AnyRendererDefinition, options?: RegisterOptions) => void
  /** A data-source kind of the screen language (schemas/data-sources/<kind>.schema.json): its fetcher gets that kind's options. */
  registerDataSource<K extends DataSourceKind>(kind: K, fetcher: DataSourceFetcher<K>, options?: RegisterOptions): void
  /** An action of the screen language: its handler gets that action's own fields, resolved. */
  registerAction<N extends Action['action']>(name: N, handler: ActionHandler<ActionOf<N>>, options?: RegisterOptions): void
  /** An action the app adds (its schema under schemas/actions/ names it once `npm run gen` has run). */
  registerAction(name: string, handler: ActionHandler, options?: RegisterOptions): void
  registerValidator: (name: string, validator: Validator, options?: RegisterOptions) => void
  registerFunction: (name: string, fn: ExpressionFunction, options?: RegisterOptions) => void
  /**
   * An event of the app beyond any screen (a message arriving) that a data source may follow with `refreshOn`;
   * `meaning` says what happened, for warnings and tools. The host raises it through `services.subscribe`.
   */
  registerAppEvent: (name: string, meaning: string, options?: RegisterOptions) => void
  /** The app's link table, which the navigate action's `content: { type, id }` goes through (one per engine). */
  registerLinks: (resolve: LinkResolver, options?: RegisterOptions) => void
  /** The app path of a link, by the registered link table; fails when none is registered or it refuses the link. */
  resolveLink: (link: LinkRef) => Promise<string>
  /** Development warning (unknown names, failing expressions); silent in production. */
  warn: (message: string) => void
  /**
   * Shared wording by key (screens/wording.json), {0}, {1}… filled with the values. An unknown key (a config's
   * typo that `screens check` did not see) shows the key itself and warns in development.
   */
  text: (key: WordingKey | (string & {}), ...values: readonly unknown[]) => string
  /** Whether the shared wording has this key (a config from outside the build is checked with it). */
  hasText: (key: string) => boolean
  /** Every key of the shared wording (the checker's "did you mean" for a misspelt one). */
  textKeys: () => string[]
  /** More shared wording: what a screen's chunk brings, or the whole table for a screen from outside the build. */
  addWords: (words: MessageTable) => void
  /** The screens drawn lately, for the screen inspector. */
  inspection: ScreenInspection
  /** What screen and renderer sources fetched (shared by both); an action's call or upload expires it. */
  requests: RequestCache
}

export interface EngineOptions {
  services: EngineServices
  dev?: boolean
  /** The app's shared wording: screens/wording.json's messages. */
  messages?: MessageTable
}

export function createEngine({ services, dev = import.meta.env.DEV, messages: given = {} }: EngineOptions): Engine {
  // The entry's words to start with; each screen's chunk brings its own (addWords).
  const messages: Record<string, string> = { ...given }
  const renderers = new Registry<AnyRendererDefinition>('renderer')
  const dataSources = new Registry<StoredFetcher>('data source')
  const actions = new Registry<ActionHandler>('action')
  const validators = new Registry<Validator>('validator')
  const functions = new Registry<ExpressionFunction>('expression function')
  const appEvents = new Registry<string>('app event')
  let links: LinkResolver | undefined
  const seen = new Set<string>()
  function registerAction<N extends Action['action']>(name: N, handler: ActionHandler<ActionOf<N>>, options?: RegisterOptions): void
  function registerAction(name: string, handler: ActionHandler, options?: RegisterOptions): void
  function registerAction(name: string, handler: ActionHandler | ActionHandler<Action>, options?: RegisterOptions): void {
    actions.register(name, handler, options)
  }
  const engine: Engine = {
    services,
    dev,
    renderers,
    dataSources,
    actions,
    validators,
    functions,
    appEvents,
    registerRenderer: (d, o) => renderers.register(d.type, d, o),
    registerDataSource: (kind, f, o) => dataSources.register(kind, f as StoredFetcher, o),
    registerAction,
    registerValidator: (name, v, o) => validators.register(name, v, o),
    registerFunction: (name, f, o) => functions.register(name, f, o),
    registerAppEvent: (name, meaning, o) => appEvents.register(name, meaning, o),
    registerLinks(resolve, options = {}) {
      if (links && !options.override) throw new RegistryError('a link table is already registered; pass { override: true } to replace it')
      links = resolve
    },
    async resolveLink(link) {
      if (!links) throw new Error(`no link table is registered (engine.registerLinks) to open ${link.type} ${link.id}`)
      return links(link)
    },
    inspection: createScreenInspection(),
    requests: createRequestCache(),
    warn(message) {
      // Each distinct warning once: an expression re-evaluated on every render would flood the console.
      if (!dev || seen.has(message)) return
      seen.add(message)
      console.warn(`[screen] ${message}`)
    },
    text(key, ...values) {
      const text = Object.hasOwn(messages, key) ? messages[key] : undefined
      if (text === undefined) {
        engine.warn(`unknown wording key "${key}" (screens/wording.json)`)
        return key
      }
      return formatMessage(text, values)
    },
    hasText: (key) => Object.hasOwn(messages, key),
    textKeys: () => Object.keys(messages),
    addWords: (words) => void Object.assign(messages, words),
  }
  return engine
}
