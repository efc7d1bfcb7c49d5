// ESLint flat config: TypeScript strict rules everywhere, React hooks rules in the renderer, and the
// DESIGN.md room rules (renderer never imports main or server; shared imports nothing of ours).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import rendererDoors from './eslint/renderer-doors.js';

const restrict = (patterns, message, more = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...patterns.map((group) => ({ group: [group], message })), ...more] },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      // Mutation runs (docs/mutation.md): Stryker's sandbox copy and its reports.
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'tests/unit/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(
        ['**/main/**', '**/server/**', '**/preload/**'],
        'The renderer never imports main, preload or server.',
        // Fleet telemetry is main's (issue 25 §3): the SDK stays out of the kiosk's and the web's bundle.
        [{ group: ['@opentelemetry/*'], message: 'OpenTelemetry runs in main only, never in the renderer.' }],
      ),
    },
  },
  {
    // Issue 28 §2 "features behind their own doors": another feature only through its index.ts, and no
    // feature from the shell's folders but the route table's lazy import() (eslint/renderer-doors.js).
    files: ['src/renderer/src/**/*.{ts,tsx}'],
    plugins: { 'renderer-doors': rendererDoors },
    rules: { 'renderer-doors/features-behind-doors': 'error' },
  },
  {
    // The bench's floor page (bench/floor/app): browser code, never shipped, held to the renderer's rules.
    files: ['bench/floor/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Scripts the emulator's pages run in the browser (a provider's page): browser globals only.
    files: ['src/server/assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict(['../*', '@shared/*'], 'src/shared imports nothing of ours.'),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict(['**/renderer/**', '**/main/**'], 'The emulator never imports the renderer or main.'),
  },
);
