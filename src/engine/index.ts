// The engine's public face: what the shell, renderers, stories and tests import.
export { createEngine, type Engine, type EngineOptions } from './engine'
export { registerBuiltins } from './builtins'
export { Registry, RegistryError } from './registry'
export type * from './types'
// The value of a `chat` data source (the chat node draws it); the API layer's room, named for renderers.
export type { ChatLine, ChatRoomState } from '../api/socket/chat-room'
export type { MessageTable, WordingKey } from './messages'
export type { LoadedScreen, Problem, ScreenEntry, ScreenFrameConfig, ScreenRoute } from './loaded-screen'
export { formatProblem, frameOf } from './loaded-screen'
export { EngineProvider, useEngine } from './view/EngineProvider'
export { ScreenView } from './view/ScreenView'
export { ScreenHost } from './view/ScreenHost'
export { ScreenLoader } from './view/ScreenLoader'
export { NodeView } from './view/NodeView'
export { FailurePage } from './pages/FailurePage'
export { OfflinePage } from './pages/OfflinePage'
export { UnavailablePage } from './pages/UnavailablePage'
export type { PageText } from './pages/page-text'
export { evaluate, renderTemplate, resolveValue, type EvalEnv, type ExpressionFunction } from './expression/evaluate'
export {
  parseExpression,
  splitTemplate,
  expressionsIn,
  ExpressionSyntaxError,
  loadExpressionParser,
} from '../shared-logic/expression/parse'
export { useDataSource, type DataSourceState } from './data/useDataSource'
export { liveValue, isLiveValue, type LiveValue } from './data/live-value'
export type { FormHandle } from './forms'
export type { PagingOptions } from './data/paging'
export type { PagedValue } from './data/paged-source'
export { createRequestCache, type RequestCache } from './data/request-cache'
export { createScreenModel, type ScreenModel } from './screen/screen-model'
export { createScopeStore, type ScopeStore } from './scope/scope-store'
export { usePagedData } from './view/usePagedData'
export { useScopeValue } from './view/useScopeValue'
export { nodeTypesIn, preloadScreen, startScreen } from './preload'
export { useRequestCache } from './view/EngineProvider'
export { lazyComponent, lazyRenderer, type PreloadableComponent } from './lazy-component'
export type { ScreenInspection, ScreenSnapshot } from './inspect/screen-inspection'
export type { SourceState } from './data/source-store'
export { whenIdle } from './when-idle'
