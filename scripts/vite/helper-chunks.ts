// The chunks of shared helpers (Rolldown codeSplitting groups): small modules that many lazy chunks share, one
// file each instead of a dozen, since each file is a request on a first visit. vite.config.ts builds them, and
// npm run size (scripts/size/budgets.ts) checks each is in the build and imports nothing but the entry and other
// helpers: a helper that pulled in a module of another lazy chunk would make every screen using it load that too.
// A module two groups would take goes to the one listed first (vite.config.ts gives them falling priorities).

import { SMALL_RENDERERS } from '../../renderers/small-renderers.ts'

export interface HelperChunk {
  name: string
  test: RegExp
  /** Capture the named modules only, not what they import (which may be large and needed by few). */
  includeDependenciesRecursively?: boolean
}

export const HELPER_CHUNKS: readonly HelperChunk[] = [
  // antd-mobile's and ahooks' small shared helpers that every antd-mobile component needs (its config, prop
  // merging, a few hooks): 2 kB gzip that Rolldown split into a dozen files. Named one by one, without their
  // dependencies: a helper that pulls in more (ahooks' lodash polyfill) would make every such screen load that too.
  {
    name: 'antd-base',
    test: new RegExp(
      [
        String.raw`node_modules[\/]ahooks[\/]es[\/](useLatest|useUnmount|useMemoizedFn|useIsomorphicLayoutEffect|useUpdate|utils[\/](index|isDev|isBrowser|noop))[\/.]`,
        String.raw`node_modules[\/]antd-mobile[\/]es[\/]utils[\/](use-props-value|dev-log|bound|get-scroll-parent|is-dev|with-default-props|native-props|attach-properties-to-component|merge-props|generate-int-array)\.js`,
        String.raw`node_modules[\/]antd-mobile[\/]es[\/](components[\/]config-provider|locales)[\/]`,
      ].join('|'),
    ),
    includeDependenciesRecursively: false,
  },
  // antd-mobile's input and choice controls (input with its clear icon, check box, radio, the native input they
  // share): a form, a questionnaire and a list's search or selection need them; they were five files of about 1 kB.
  {
    name: 'antd-inputs',
    test: new RegExp(
      [
        String.raw`node_modules[\/]antd-mobile[\/]es[\/]components[\/](input|checkbox|radio)[\/]`,
        String.raw`node_modules[\/]antd-mobile-icons[\/]es[\/]CloseCircleFill\.js`,
      ].join('|'),
    ),
    includeDependenciesRecursively: false,
  },
  // The small renderers (renderers/small-renderers.ts, a few hundred bytes each), with the markdown frame: lazy
  // since issue 36, so the entry need not carry them, and in one chunk rather than eleven, since most screens
  // draw several of them. A screen naming any of these node types fetches it beside its own chunk (the
  // manifest lists its types) and draws once both are here. Named modules only: what they import that other
  // chunks share (antd-mobile's helpers) stays shared.
  {
    name: 'small-renderers',
    test: new RegExp(
      [
        // Not the registrations, nor the loaders of the avatar's picture (antd-mobile's Avatar and Image, 4 kB)
        // and of the markdown view (marked, DOMPurify): those stay in the entry, their chunks their own.
        String.raw`renderers[\/](${SMALL_RENDERERS.join('|')})[\/](?!index\.|picture\.|AvatarPicture\.)`,
        String.raw`renderers[\/]markdown[\/]Markdown\.tsx`,
        // antd-mobile's parts they draw with, and the badge's count (which rows' and grids' entries share).
        String.raw`node_modules[\/]antd-mobile[\/]es[\/]components[\/](tag|skeleton|divider)[\/]`,
        String.raw`renderers[\/]shared[\/]badge-content\.`,
      ].join('|'),
    ),
    includeDependenciesRecursively: false,
  },
  // What a form's lazy chunks share (FormView, its validators, its date and option pickers): the validators'
  // helpers (the precompiler's shared chunks and the module that loads validators), antd-mobile's text area with
  // its character counting, and lodash's debounce that the option search's infinite scroll uses. Only forms load
  // them; as separate files they were five of a form's first requests.
  {
    name: 'form-shared',
    test: new RegExp(
      [
        String.raw`renderers[\/]form[\/]validation[\/](generated[\/]chunk-|precompiled-modules|validator-file)`,
        String.raw`node_modules[\/]antd-mobile[\/]es[\/]components[\/]text-area[\/]`,
        String.raw`node_modules[\/](runes2|lodash)[\/]`,
      ].join('|'),
    ),
  },
]
