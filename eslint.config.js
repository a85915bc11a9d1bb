// Lint: the TypeScript recommendations, no import cycles, and layers that only import downwards, so that
// a module can be read without the ones above it (LAYERS below).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** The layers of src/, lowest first: a module may import from its own layer and those below. */
export const LAYERS = [
  [
    'src/types',
    'src/package-info.ts',
    'src/operations.ts',
    'src/operation-of-url.ts',
    'src/documented-wordings.ts',
    'src/id-range.ts',
    'src/id-readings.ts',
    'src/fixtures.ts',
    'src/reference-model.ts',
  ],
  ['src/config', 'src/http', 'src/validation'],
  ['src/rules'],
  ['src/judges', 'src/reference'],
  ['src/cases', 'src/properties'],
  ['src/plan', 'src/report', 'src/offline', 'src/traffic'],
  ['src/runner', 'src/openapi', 'src/suites', 'suites', 'src/proxy', 'src/verify'],
  ['src/cli', 'src/index.ts'],
];

const upwardImports = LAYERS.flatMap((layer, index) => {
  const above = LAYERS.slice(index + 1).flat();
  return above.length === 0
    ? []
    : layer.map((target) => ({
        target: `./${target}`,
        from: above.map((path) => `./${path}`),
        message: 'a lower layer must not import a higher one (see LAYERS in eslint.config.js)',
      }));
});

const NO_VITEST_MAIN_SIDE = [
  { name: 'vitest/node', message: "a run never loads vitest's main side (docs/architecture.md)", allowTypeImports: true },
  { name: 'vite', message: 'a run never loads vite (docs/architecture.md)', allowTypeImports: true },
  {
    name: '@vitest/runner',
    message: "load it with loadVitestRunner() (src/runner/vitest-parts.ts): vitest's own copy, whose collector the suites fill",
    allowTypeImports: true,
  },
];

export default tseslint.config(
  // src/types/ and schemas/standalone/ are generated (npm run gen:types, gen:validators); their own check is gen:check.
  { ignores: ['dist/', 'node_modules/', 'reports/', '.stryker-tmp/', 'src/types/', 'schemas/standalone/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: upwardImports }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Control characters are exactly what the escaping of server text (and its tests) must match.
      'no-control-regex': 'off',
    },
  },
  // A run never loads vitest's main side or vite: @vitest/runner runs the suites in their own thread
  // (src/runner/suite-worker.ts), and only the suites import 'vitest' itself, in that thread.
  {
    files: ['src/**/*.ts', 'suites/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: NO_VITEST_MAIN_SIDE }] },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/suites/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...NO_VITEST_MAIN_SIDE,
            { name: 'vitest', message: "only the suites (src/suites/, suites/) import it, in the suites' thread", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // No line over 140 characters: prettier (printWidth 140) breaks code but not strings, template literals
    // or comments, so this says where it cannot (src/types/, generated, has its comments wrapped by
    // scripts/gen-types.ts). ESLint's own max-len, kept until ESLint 11; @stylistic/max-len is the same rule after it.
    files: ['src/**/*.ts', 'suites/**/*.ts'],
    rules: { 'max-len': ['error', { code: 140 }] },
  },
  {
    // StrykerJS never mutates under a TypeScript `as` (it takes it for a type): code written there (a rule list, a table of
    // functions) would be left out of every mutation score without a word (docs/proof.md). Literal tables may keep it.
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression[typeAnnotation.typeName.name="const"]:has(ArrowFunctionExpression, FunctionExpression, CallExpression)',
          message: "no code under 'as const', where mutation testing cannot see it: `satisfies` a type, or a const type parameter",
        },
      ],
    },
  },
  {
    files: ['bin/**/*.js', '*.js', 'test/**/*.mjs', 'action/**/*.mjs', 'scripts/**/*.js', '.ci/**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', URL: 'readonly', console: 'readonly', setImmediate: 'readonly', performance: 'readonly' },
    },
  },
  {
    // Test tables reshape JSON documents freely, and say so where they do.
    files: ['test/**/*.ts'],
    // Terminal output is matched with its column padding as printed.
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-regex-spaces': 'off' },
  },
  {
    // The unit and e2e files share their worker's modules (vitest.config.ts, isolate: false): a hoisted mock would
    // miss a module another file loaded first, or reach the files after it, by the order they run in.
    files: ['test/unit/**/*.ts', 'test/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'vi.doMock, vi.resetModules and a dynamic import, undone in a finally (see test/unit/docs/adding-a-rule.test.ts)',
        },
      ],
    },
  },
);
