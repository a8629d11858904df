// An engine is one app's set of registries plus the services the host supplies. Create one per app and
// one per test; nothing here is module-global.
import type { ExpressionFunction } from './expression/evaluate'
import { Registry, type RegisterOptions } from './registry'
import type { ActionHandler, DataSourceFetcher, EngineServices, RendererDefinition, Validator } from './types'

export interface Engine {
  services: EngineServices
  dev: boolean
  renderers: Registry<RendererDefinition>
  dataSources: Registry<DataSourceFetcher>
  actions: Registry<ActionHandler>
  validators: Registry<Validator>
  functions: Registry<ExpressionFunction>
  registerRenderer<N>(definition: RendererDefinition<N>, options?: RegisterOptions): void
  registerDataSource(kind: string, fetcher: DataSourceFetcher, options?: RegisterOptions): void
  registerAction(name: string, handler: ActionHandler, options?: RegisterOptions): void
  registerValidator(name: string, validator: Validator, options?: RegisterOptions): void
  registerFunction(name: string, fn: ExpressionFunction, options?: RegisterOptions): void
  /** Development warning (unknown names, failing expressions); silent in production. */
  warn(message: string): void
}

export interface EngineOptions {
  services: EngineServices
  dev?: boolean
}

export function createEngine({ services, dev = import.meta.env.DEV }: EngineOptions): Engine {
  const renderers = new Registry<RendererDefinition>('renderer')
  const dataSources = new Registry<DataSourceFetcher>('data source')
  const actions = new Registry<ActionHandler>('action')
  const validators = new Registry<Validator>('validator')
  const functions = new Registry<ExpressionFunction>('expression function')
  const seen = new Set<string>()
  return {
    services,
    dev,
    renderers,
    dataSources,
    actions,
    validators,
    functions,
    registerRenderer: (d, o) => renderers.register(d.type, d as unknown as RendererDefinition, o),
    registerDataSource: (kind, f, o) => dataSources.register(kind, f, o),
    registerAction: (name, h, o) => actions.register(name, h, o),
    registerValidator: (name, v, o) => validators.register(name, v, o),
    registerFunction: (name, f, o) => functions.register(name, f, o),
    warn(message) {
      // Each distinct warning once: an expression re-evaluated on every render would flood the console.
      if (!dev || seen.has(message)) return
      seen.add(message)
      console.warn(`[screen] ${message}`)
    },
  }
}
