// What the route table and the checks across files need from a file in screens/ (a screen's id and routes;
// the presets a document defines; the presets a file uses), read as leniently as possible: a screen with
// other mistakes must still be reachable at its route, so the app can show what is wrong with it.
import type { ScreenRoute } from '../../src/engine/loaded-screen.ts'
import { SCREEN_SCHEMA, schemaOfFile } from './document-kind.ts'
import { childPath } from '../../src/engine/check/json-path.ts'
import { takesParams } from '../../src/engine/presets.ts'

export interface DeclaredRoute extends ScreenRoute {
  /** JSON path of the route's path, for problems: /routes/0/path. */
  at: string
}

export interface ScreenIdentity {
  file: string
  /** False for a shared document such as screens/presets/actions.json: no route, not in the manifest. */
  screen: boolean
  id: string | undefined
  routes: DeclaredRoute[]
  /** Names of the action presets this document defines. */
  presets: string[]
  /** Names of the node presets this document defines (screens/presets/nodes.json). */
  nodePresets: string[]
  /** Every { "action": "preset", "name": ... } and { "type": "preset", "name": ... } in the file. */
  presetUses: PresetUse[]
  /** The presets this document defines with parameters: their "params" schemas, and where each sits. */
  presetParams: PresetParams[]
}

export interface PresetUse {
  name: string
  /** JSON path of the use's "name". */
  at: string
  kind: 'action' | 'node'
  /** Its "with", as written (undefined when it has none). */
  with: unknown
}

export interface PresetParams {
  name: string
  kind: 'action' | 'node'
  /** The "params" JSON Schema. */
  schema: unknown
  /** JSON path of the preset: /presets/<name>. */
  at: string
  /** The preset's nodes or actions, which read the parameters as {{ params.<name> }}. */
  content: unknown
}

/** The document schema whose presets are nodes; any other presets document holds action chains. */
const NODE_PRESETS_SCHEMA = 'node-presets.schema.json'

const AUTHS: readonly string[] = ['none', 'login', 'doctor'] satisfies ScreenRoute['auth'][]

function asAuth(value: unknown): ScreenRoute['auth'] {
  // Only a screen with problems has an unreadable auth, and such a screen ships no config, only its problems:
  // letting anyone reach it shows them the failure page (in dev, the overlay) rather than a login first.
  return typeof value === 'string' && AUTHS.includes(value) ? (value as ScreenRoute['auth']) : 'none'
}

type RouteFacts = Omit<ScreenRoute, 'path' | 'auth'>

/**
 * The facts a route declares for the app's layers (visit name, socket, portrait user, home, certification), each
 * only when its value is one the schema allows: a wrong one is the screen's problem (the schema check names it),
 * and the app then acts as if the route did not declare it.
 */
function routeFacts(route: Record<string, unknown>): RouteFacts {
  const facts: RouteFacts = {}
  if (typeof route.visitName === 'string' && route.visitName) facts.visitName = route.visitName
  if (route.socket === true) facts.socket = true
  if (route.leaveForgetsPortraitUser === true) facts.leaveForgetsPortraitUser = true
  if (route.homeOf === 'doctor' || route.homeOf === 'health') facts.homeOf = route.homeOf
  if (route.certificationFor === 'doctor') facts.certificationFor = 'doctor'
  return facts
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

function presetUses(config: unknown): ScreenIdentity['presetUses'] {
  const uses: ScreenIdentity['presetUses'] = []
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, childPath(path, i)))
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (record.action === 'preset' && typeof record.name === 'string')
        uses.push({ name: record.name, at: childPath(path, 'name'), kind: 'action', with: record.with })
      if (record.type === 'preset' && typeof record.name === 'string')
        uses.push({ name: record.name, at: childPath(path, 'name'), kind: 'node', with: record.with })
      for (const [k, v] of Object.entries(record)) walk(v, childPath(path, k))
    }
  }
  walk(config, '')
  return uses
}

/** The identity of a file that is not JSON: no id, and whatever routes can be salvaged. */
export function identityOfText(file: string, text: string): ScreenIdentity {
  return { file, screen: true, id: undefined, routes: salvageRoutes(text), presets: [], nodePresets: [], presetUses: [], presetParams: [] }
}

/** Id, routes and presets of a parsed file, skipping what cannot be read. */
export function identityOf(file: string, config: unknown): ScreenIdentity {
  const record = asRecord(config)
  const uses = presetUses(config)
  const schema = schemaOfFile(config)
  if (schema !== SCREEN_SCHEMA) {
    const defined = asRecord(record.presets)
    const names = Object.keys(defined)
    const nodes = schema === NODE_PRESETS_SCHEMA
    const kind = nodes ? 'node' : 'action'
    const presetParams = Object.entries(defined).flatMap(([name, value]): PresetParams[] => {
      if (!takesParams(value)) return []
      return [{ name, kind, schema: value.params, at: childPath('/presets', name), content: value[nodes ? 'body' : 'run'] }]
    })
    return {
      file,
      screen: false,
      id: undefined,
      routes: [],
      presets: nodes ? [] : names,
      nodePresets: nodes ? names : [],
      presetUses: uses,
      presetParams,
    }
  }
  const routes: DeclaredRoute[] = []
  if (Array.isArray(record.routes)) {
    record.routes.forEach((r: unknown, i) => {
      const route = asRecord(r)
      if (typeof route.path === 'string' && route.path.startsWith('/')) {
        routes.push({ path: route.path, auth: asAuth(route.auth), ...routeFacts(route), at: `/routes/${i}/path` })
      }
    })
  }
  return {
    file,
    screen: true,
    id: typeof record.id === 'string' ? record.id : undefined,
    routes,
    presets: [],
    nodePresets: [],
    presetUses: uses,
    presetParams: [],
  }
}

/** Routes found in text that is not valid JSON: the "path" (and "auth") strings of the routes list. */
export function salvageRoutes(text: string): DeclaredRoute[] {
  const start = text.indexOf('"routes"')
  if (start < 0) return []
  const end = text.indexOf(']', start)
  const list = text.slice(start, end < 0 ? undefined : end)
  const routes: DeclaredRoute[] = []
  for (const [entry] of list.matchAll(/\{[^{}]*\}?/g)) {
    const path = /"path"\s*:\s*"(\/[^"]*)"/.exec(entry)?.[1]
    const at = `/routes/${routes.length}/path`
    if (path) routes.push({ path, auth: asAuth(/"auth"\s*:\s*"([^"]*)"/.exec(entry)?.[1]), at })
  }
  return routes
}
