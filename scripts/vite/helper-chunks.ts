// The chunks of shared helpers (Rolldown codeSplitting groups): small modules that many lazy chunks share, one
// file each instead of a dozen, since each file is a request on a first visit. vite.config.ts builds them, and
// npm run size (scripts/size/budgets.ts) checks each is in the build and imports nothing but the entry: a helper
// that pulled in a module of another lazy chunk would make every screen using the helpers load that chunk too.

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
        String.raw`node_modules[\/]antd-mobile[\/]es[\/]utils[\/](use-props-value|dev-log|bound|get-scroll-parent|is-dev|with-default-props|native-props|attach-properties-to-component|merge-props)\.js`,
        String.raw`node_modules[\/]antd-mobile[\/]es[\/](components[\/]config-provider|locales)[\/]`,
      ].join('|'),
    ),
    includeDependenciesRecursively: false,
  },
  // A form's validator helpers (the precompiler's shared chunks and the module that loads validators): every form
  // needs all of them, and as four files they were four of a form's first requests.
  { name: 'form-validation', test: /renderers[\\/]form[\\/]validation[\\/](generated[\\/]chunk-|precompiled-modules)/ },
]
