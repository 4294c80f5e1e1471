import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { accessBoundaries } from './scripts/lint-rules/access-boundaries.js'
import { moduleBoundaries } from './scripts/lint-rules/module-boundaries.js'
import { webBoundaries } from './scripts/lint-rules/web-boundaries.js'
import { untranslatedText } from './scripts/lint-rules/untranslated-text.js'

/** The parts of the web app whose words all come from the message catalogs: all of them (issue 38). */
const TRANSLATED = ['app', 'components', 'features', 'lib']

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: {
      kindred: { rules: { 'module-boundaries': moduleBoundaries, 'access-boundaries': accessBoundaries } },
    },
    // A module is reached through its index.ts; the read-policy layer (src/access) through its own,
    // and only from above db/ (docs/ARCHITECTURE.md, "Server").
    rules: { 'kindred/module-boundaries': 'error', 'kindred/access-boundaries': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'kindred-web': { rules: { boundaries: webBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other (relative paths included) nor app/, and lib/ and components/
      // import neither: app/ composes the features (docs/ARCHITECTURE.md, "Web").
      'kindred-web/boundaries': 'error',
    },
  },
  {
    // Every word a person reads comes from the catalogs (issue 38).
    files: TRANSLATED.map((place) => `apps/web/src/${place}/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { 'kindred-i18n': { rules: { 'untranslated-text': untranslatedText } } },
    rules: { 'kindred-i18n/untranslated-text': 'error' },
  },
)
