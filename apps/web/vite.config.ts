import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { answersTrustedInProduction } from './build/answers-trusted-in-production'
import { chunkMessages } from './build/chunk-messages'
import { firstScreenChunks } from './build/first-screen-chunks'
import { linguiMacros } from './build/lingui-macros'
import { precompress } from './build/precompress'
import { preferenceLabels } from './build/preference-labels'
import { pureContractSchemas } from './build/pure-contract-schemas'
import { serviceWorker } from './build/service-worker'
import { togetherChunks } from './build/together-chunks'
import { zodWithoutJsonSchema } from './build/zod-without-json-schema'

const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname)

// The build runs the components on Preact's React-compatible layer instead of React DOM (68 kB
// gzipped), so a first visit stays near 100 kB (decision 067; the quick exit's history holds on it
// since d354611). KINDRED_WEB_REACT=1 builds on React DOM, for comparison and as the way back.
const onReact = process.env.KINDRED_WEB_REACT === '1'
const onPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
]

// What a member's /memories loads beside its first screen, in one file per moment (decision 068).
const together = togetherChunks({
  'signed-in-start': {
    roots: [
      '/src/app/confirm-session.ts',
      '/src/app/layout/live-notification-bell.tsx',
      '/src/features/identity/components/sign-out-button.tsx',
    ],
    preloadedOn: '/memories (signed in)',
  },
  'signed-in-cards': {
    roots: [
      '/src/features/interactions/components/signed-in-memory-reactions.tsx',
      '/src/app/author-menu-slot.tsx',
    ],
    preloadedOn: '/memories (signed in)',
  },
})

// Each route's lazily loaded first screen, with the query client it loads with
// (app/lazy-with-providers.tsx): its files are few and named in its page (decision 067).
const firstScreen = firstScreenChunks({
  '/memories': ['/src/app/routes/memories-page.tsx', '/src/lib/providers.tsx'],
  '/guide': ['/src/app/guide-flow.tsx', '/src/lib/providers.tsx'],
})

export default defineConfig(({ command }) => ({
  plugins: [
    linguiMacros(fromHere('./lingui.config.ts')),
    react(),
    // Compiles the `.po` catalogs as they are imported; a Spanish message missing fails the build.
    lingui({
      configPath: fromHere('./lingui.config.ts'),
      failOnMissing: command === 'build',
      failOnCompileError: true,
    }),
    // The build's messages: per chunk, exactly those its code shows (decision 086).
    chunkMessages(fromHere('./lingui.config.ts')),
    tailwindcss(),
    answersTrustedInProduction(),
    zodWithoutJsonSchema(),
    pureContractSchemas(),
    preferenceLabels(),
    firstScreen.plugin,
    together.plugin,
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@content', replacement: fromHere('../../content') },
      { find: '@', replacement: fromHere('./src') },
      ...(command === 'build' && !onReact ? onPreact : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Small assets would otherwise be inlined as data: URIs; keeping them as files keeps the CSP simple.
    assetsInlineLimit: 0,
    // Every browser Kindred supports preloads modules itself (Chromium 66, Firefox 115, Safari 17);
    // the polyfill cost the first load of every page half a kilobyte for browsers that would only
    // load those chunks a little later without it.
    modulePreload: { polyfill: false },
    // Everything a first visit runs goes in one file: a phone on a slow connection then makes one
    // request for it instead of eight small ones waiting for free connections (decision 013).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Above the first screens' groups (decision 067), which would otherwise take a module the
            // entry imports too, and make every first visit load their files.
            { name: 'first-load', tags: ['$initial'], priority: 100 },
            // TanStack Query comes whole with the first page that talks to the API, in one file
            // rather than seven: fewer requests, and one gzip stream compresses better (decision 029).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            ...firstScreen.groups,
            ...together.groups,
          ],
        },
      },
    },
  },
}))
