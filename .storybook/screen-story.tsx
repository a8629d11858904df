// The browser side of screen stories (see screen-stories.ts): one story per screen config, drawn exactly as the
// app draws it (the screen's chunk from the manifest, with the problems the build check found), with its query
// and route parameters as controls.
import type { ArgTypes, Meta, StoryObj } from '@storybook/react-vite'
import { ScreenHost, type LoadedScreen, type Screen, type ScreenEntry } from '../src/engine'
import type { BackendParameters } from './backend'
import type { ScreenStoryInput } from './screen-summary'

/** Args: one text control per query key and route parameter, plus `search` for any other query (a=1&b=2). */
type ScreenArgs = Record<string, string>

// Storybook takes arg names from the address only if they match [A-Za-z0-9 _-].
const ROUTE = 'route_'

function queryFrom(args: ScreenArgs, input: ScreenStoryInput): Record<string, string> {
  const query: Record<string, string> = Object.fromEntries(new URLSearchParams(args.search ?? ''))
  for (const key of input.queryKeys) if (args[key]) query[key] = args[key]
  return query
}

function routeFrom(args: ScreenArgs, input: ScreenStoryInput): Record<string, string> {
  const route: Record<string, string> = {}
  for (const key of input.routeKeys) if (args[ROUTE + key]) route[key] = args[ROUTE + key]
  return route
}

/** The screen as the app would load it; the config inline when the manifest does not know the screen. */
async function load(input: ScreenStoryInput, screens: readonly ScreenEntry[]): Promise<LoadedScreen> {
  const entry = screens.find((s) => s.id === input.id)
  if (entry) {
    try {
      return (await entry.load()).default
    } catch (error) {
      // Still show the screen (unchecked) rather than a blank story; the console says why.
      console.warn(`[screen story] the app's chunk for ${input.file} failed to load; showing the file unchecked`, error)
    }
  }
  if (input.parseError) return { file: input.file, config: null, problems: [{ file: input.file, path: '', message: input.parseError }] }
  return { file: input.file, config: input.config as Screen, problems: [] }
}

/**
 * Screens run on the embedded backend, logged in as whoever their first route is for (the User toolbar changes
 * it): nobody on open routes, the resident on /health pages, the demo doctor elsewhere (both demo people have
 * points, so the doctor is as good as the resident on shared pages).
 */
function backendParameters(input: ScreenStoryInput): BackendParameters {
  const route = ((input.config as Partial<Screen> | null)?.routes ?? [])[0]
  const auth = route?.auth ?? 'none'
  const path = route?.path ?? ''
  const clientRole = /^\/doctor(\/|$)/.test(path) ? 'doctor' : /^\/health(\/|$)/.test(path) ? 'health' : undefined
  const user = auth === 'none' ? 'visitor' : clientRole === 'health' ? 'resident' : 'doctor'
  return { backend: true, user, clientRole, auth }
}

export function screenStory(input: ScreenStoryInput, screens: readonly ScreenEntry[]) {
  const argTypes: Partial<ArgTypes<ScreenArgs>> = {}
  const args: ScreenArgs = {}
  for (const key of input.queryKeys) {
    args[key] = ''
    argTypes[key] = { control: 'text', description: `query.${key}`, table: { category: 'query' } }
  }
  for (const key of input.routeKeys) {
    args[ROUTE + key] = ''
    argTypes[ROUTE + key] = { control: 'text', description: `route.${key} (:${key} in the path)`, table: { category: 'route' } }
  }
  args.search = ''
  argTypes.search = { control: 'text', description: 'Any other query, as in an address: a=1&b=2', table: { category: 'query' } }

  const meta: Meta<ScreenArgs> = {
    title: input.title,
    args,
    argTypes,
    parameters: {
      layout: 'fullscreen',
      ...backendParameters(input),
      docs: { description: { component: `${input.file} · ${input.paths.join(', ')}` } },
    },
    loaders: [async () => ({ screen: await load(input, screens) })],
    render: (storyArgs, { loaded }) => (
      <ScreenHost loaded={loaded.screen as LoadedScreen} route={routeFrom(storyArgs, input)} query={queryFrom(storyArgs, input)} />
    ),
  }
  const stories: Record<string, StoryObj<ScreenArgs>> = { Default: { name: input.paths[0] ?? input.id } }
  for (const v of input.variants) stories[v.exportName] = { name: `${v.key}=${v.value}`, args: { [v.key]: v.value } }
  return { meta, stories }
}
