// The layer arrows of DESIGN.md, checked by `npm run deps` (a step of `npm test`): shell -> session -> api ->
// platform, engine -> api/platform, renderers -> engine only. Tests, stories and their helpers may cross
// layers (a screen test draws renderers with the shell's registrations); production code may not.
const tests = [
  String.raw`\.test\.tsx?$`,
  String.raw`\.stories\.tsx$`,
  String.raw`/testing\.tsx?$`,
  String.raw`/testing-[a-z]+\.ts$`,
  '/testing/',
  String.raw`/story\.tsx$`,
  String.raw`/screen-of\.ts$`,
  String.raw`/test-renderers\.tsx$`,
  String.raw`/fixtures\.ts$`,
]

const react = '^node_modules/(react|react-dom|react-router|react-router-dom|antd-mobile|@rjsf|swr)/'

module.exports = {
  forbidden: [
    {
      name: 'engine-knows-no-renderer-or-app',
      comment: 'The engine knows no particular renderer, screen, session or shell: they register themselves with it.',
      severity: 'error',
      from: { path: '^src/engine/', pathNot: tests },
      to: { path: '^(renderers|screens|src/shell|src/session|src/mock-api)/' },
    },
    {
      name: 'renderers-reach-only-the-engine',
      comment: 'Renderers get data through data sources and act through actions: never the API, session, platform or shell.',
      severity: 'error',
      from: { path: '^renderers/', pathNot: tests },
      to: { path: '^src/(api|session|platform|shell|mock-api)/' },
    },
    {
      name: 'no-react-below-the-engine',
      comment: 'The API layer, the session and the platform never import React (or anything drawn with it).',
      severity: 'error',
      from: { path: '^src/(api|session|platform)/', pathNot: tests },
      to: { path: react },
    },
    {
      name: 'platform-is-pure-environment',
      comment: 'The platform is host, environment, device, storage keys and cookies: it calls nothing above it.',
      severity: 'error',
      from: { path: '^src/platform/', pathNot: tests },
      to: { path: '^(renderers|src/(api|session|engine|shell|mock-api))/' },
    },
    {
      name: 'api-is-below-the-session',
      comment: 'The API client gets who is calling through one port (ApiSession); it imports no session, engine or shell.',
      severity: 'error',
      from: { path: '^src/api/', pathNot: tests },
      to: { path: '^(renderers|src/(session|engine|shell|mock-api))/' },
    },
    {
      name: 'session-is-below-the-shell',
      comment: 'The session sits between the shell and the API: it knows no engine, renderer or shell.',
      severity: 'error',
      from: { path: '^src/session/', pathNot: tests },
      to: { path: '^(renderers|src/(engine|shell|mock-api))/' },
    },
    {
      name: 'only-the-dev-switch-knows-the-embedded-backend',
      comment: 'Nothing but the shell\'s one dev-only switch (src/shell/main.tsx) loads src/mock-api.',
      severity: 'error',
      from: { path: '^(src|renderers)/', pathNot: ['^src/mock-api/', String.raw`^src/shell/main\.tsx$`, ...tests] },
      to: { path: '^src/mock-api/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a renderer typed by a shell type still knows the shell.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
