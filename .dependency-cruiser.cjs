// The layer arrows (docs/architecture.md), checked by `npm run deps` (a step of `npm test`): shell -> session ->
// api -> platform, engine -> api/platform, renderers -> engine only; the shell reaches renderers through their
// registration; scripts/ (Node tools) share pure code with the app but never the running app, and the app never
// imports them. Tests, stories and their helpers may cross layers (a screen test draws renderers with the shell's
// registrations); production code may not. tests/unit/dependency-rules.test.ts plants a violation of each rule.
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

const react = '(^|/)node_modules/(react|react-dom|react-router|react-router-dom|antd-mobile|@rjsf|swr)/'

/** One arrow that must not be drawn: production code under `from` importing anything under `to`. */
const never = (name, comment, from, to, fromNot = [], exempt = tests, toNot = []) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: [...fromNot, ...exempt] },
  to: { path: to, pathNot: toNot },
})

/**
 * The one module of scripts/ that ships to the browser: precompile-remote-validator.ts bundles it (with Ajv's
 * standalone code) into src/engine/remote/generated/, which the app's remote-screen check and the playground load.
 */
const browserScript = String.raw`^scripts/screens/remote-validator-entry\.ts$`

module.exports = {
  forbidden: [
    never(
      'engine-knows-no-renderer-or-app',
      'The engine knows no particular renderer, screen, session or shell: they register themselves with it.',
      '^src/engine/',
      '^(renderers|screens|src/shell|src/session|src/mock-api)/',
    ),
    never(
      'shell-reaches-renderers-through-their-registration',
      'The shell registers every renderer through renderers/index.ts and draws them through the engine; it reaches into no renderer, except two pure helpers it shares (the region code a region data source reads, the QR path the staff preview draws).',
      '^src/shell/',
      '^renderers/',
      [],
      tests,
      [String.raw`^renderers/index\.ts$`, String.raw`^renderers/shared/region-code\.ts$`, String.raw`^renderers/qrcode/qr-path\.ts$`],
    ),
    never(
      'renderers-reach-only-the-engine',
      'Renderers get data through data sources and act through actions: never the API, session, platform or shell.',
      '^renderers/',
      '^src/(api|session|platform|shell|mock-api)/',
    ),
    never(
      'no-react-below-the-engine',
      'The API layer, the session and the platform never import React (or anything drawn with it).',
      '^src/(api|session|platform)/',
      react,
    ),
    never(
      'platform-is-pure-environment',
      'The platform is host, environment, device, storage keys and cookies: it calls nothing above it.',
      '^src/platform/',
      '^(renderers|src/(api|session|engine|shell|mock-api))/',
    ),
    never(
      'api-is-below-the-session',
      'The API client gets who is calling through one port (ApiSession); it imports no session, engine or shell.',
      '^src/api/',
      '^(renderers|src/(session|engine|shell|mock-api))/',
    ),
    never(
      'session-is-below-the-shell',
      'The session sits between the shell and the API: it knows no engine, renderer or shell.',
      '^src/session/',
      '^(renderers|src/(engine|shell|mock-api))/',
    ),
    never(
      'app-code-never-imports-build-scripts',
      'scripts/ is the Node shell of the build and the command line; what the app and the tools share (the screen checker) lives in src/ (src/engine/check), so the app imports nothing of scripts/ (the one module bundled into a generated file is held to the checker by the-browser-bundled-script-imports-only-the-checker).',
      '^(src|renderers)/',
      '^scripts/',
      [],
      // Tests included: a test under src/ runs in the app's own environment too.
      [],
    ),
    never(
      'tools-never-import-the-running-app',
      "scripts/ shares the app's pure code (the screen checker, the call catalogue, the loaded-screen shape, generated types), never the running app: no shell, no session. The one exception draws the running app itself at build time: each route's frame (docs/frames.md).",
      '^scripts/',
      '^src/(shell|session)/',
      [String.raw`^scripts/prerender/frame-app\.tsx$`],
    ),
    never(
      'the-browser-bundled-script-imports-only-the-checker',
      "scripts/screens/remote-validator-entry.ts ships to the browser inside the precompiled remote-screen validator: it may import only the checker's words and findings (src/engine/check) and Ajv's types.",
      browserScript,
      '.',
      [],
      [],
      ['^src/engine/check/', '(^|/)node_modules/ajv/', '^virtual:edu-screen-standalone$'],
    ),
    never(
      'only-the-dev-switch-knows-the-embedded-backend',
      "Nothing but the shell's one switch (src/shell/mock-backend.ts, swapped out of real-backend builds) loads src/mock-api.",
      '^(src|renderers)/',
      '^src/mock-api/',
      ['^src/mock-api/', String.raw`^src/shell/mock-backend\.ts$`],
    ),
    never(
      'engine-knows-no-content-links',
      'The engine names no product concept: the app registers its link table (engine.registerLinks, src/shell/content-links.ts) instead of the navigate action importing it.',
      '^src/engine/',
      String.raw`^src/platform/content-link\.ts$`,
      [],
      // Tests included: an engine test registers a table of its own.
      [],
    ),
    never(
      'embedded-backend-imports-only-shared-pure-code',
      'src/mock-api stands for a server: it imports only pure shared code (src/generated, src/shared-logic, src/platform, the API layer but its client) and libraries without React; never the engine, renderers, screens, the session or the shell.',
      '^src/mock-api/',
      [String.raw`^(renderers|screens)/`, String.raw`^src/(engine|shell|session)/`, String.raw`^src/api/client\.ts$`, react],
    ),
    never(
      'shared-logic-is-pure',
      'src/shared-logic is what the app and the embedded backend both run (expressions, questionnaire scoring): it imports only src/generated and libraries without React.',
      '^src/shared-logic/',
      [String.raw`^(renderers|screens|scripts)/`, String.raw`^src/(?!generated/|shared-logic/)`, react],
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a renderer typed by a shell type still knows the shell.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
