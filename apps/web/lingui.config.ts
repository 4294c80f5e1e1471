import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// Messages live beside the code that shows them: one catalog per feature, and one for the app's
// frame (app/, components/, lib/). `npm run i18n:extract` writes them; translators edit the `.po`
// files; the Vite plugin compiles the person's language's catalogs when they are imported, so the
// browser receives functions, never a message parser (decision 080).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pseudo'],
  // A made-up language with every letter accented and lengthened: a page shown in it with any plain
  // English left is a string that escaped the catalogs (e2e/pseudo-locale.spec.ts).
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en', default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/app/locales/{locale}',
      include: ['<rootDir>/src/app/', '<rootDir>/src/components/', '<rootDir>/src/lib/'],
      exclude: ['**/*.test.*'],
    },
  ],
  orderBy: 'messageId',
  // Files, not line numbers: a message moved within its file leaves the catalogs as they were.
  format: formatter({ lineNumbers: false }),
})
