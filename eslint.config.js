// npm run lint: typescript-eslint's strict type-checked rules, React hooks, jsx-a11y, and Prettier's formatting
// rules switched off (Prettier formats; ESLint judges). Zero warnings: a rule is either an error or off.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'storybook-static',
      'node_modules',
      'public',
      '**/generated/**',
      'src/mock-api/data',
      'src/api/socket/chat-proto.*',
      '.cache',
      'coverage',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Only React code: the browser tests' `useBrowser()` is a test fixture, not a hook.
    files: ['src/**/*.{ts,tsx}', 'renderers/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: { ...reactHooks.configs.flat['recommended-latest'].rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    rules: {
      // Numbers read naturally in messages ("第 3 题"); other non-strings must be turned into text on purpose.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(true)}` is the React idiom; a void value used as a statement is still caught.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `const { id: _id, ...rest } = x` drops a key on purpose, and `(_env) =>` keeps a signature's shape: a
      // leading underscore says "unused, deliberately" (the codebase's convention); every other unused name is an error.
      // Off until tsconfig has noUncheckedIndexedAccess: without it every `record[key]` reads as always defined, so
      // the rule calls each guard on a lookup (persisted mock state, catalogues keyed by code, `{{ }}` props that
      // resolve to nothing) unnecessary, and removing those guards would remove real safety. Turn both on together.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // String(x) is the code's explicit "as text" for values of unknown shape (template results, outside data, the
      // expression language's own string conversion, which is JavaScript's); template literals stay checked by
      // restrict-template-expressions above.
      '@typescript-eslint/no-base-to-string': 'off',
      // The records that lose keys here are JSON dictionaries (the mock backend's persisted state, request args):
      // `delete` is how a key leaves one, and a Map would not survive JSON.
      '@typescript-eslint/no-dynamic-delete': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Tests and their fakes stand in for Promise-returning ports: `load: async () => config` (and an `async` fake
    // that throws rejects, as the real port would). Spelling each as Promise.resolve/reject says less, not more.
    files: ['**/*.test.{ts,tsx}', '**/testing.{ts,tsx}', '**/testing-engine.ts', '**/fake-*.ts'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      // Vitest's asymmetric matchers (expect.any, expect.stringContaining, expect.objectContaining) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  { files: ['**/*.js', '**/*.cjs', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  // A .cjs config file (dependency-cruiser's) is CommonJS run by Node.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
  prettier,
)
