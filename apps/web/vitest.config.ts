import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { linguiMacros } from './build/lingui-macros.ts'

// Same aliases as vite.config.ts. Not imported from there: Vite's upcoming native config loader
// cannot follow an extensionless import, and the unit tests need neither Tailwind nor the proxy.
const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname)

export default defineConfig({
  plugins: [
    linguiMacros(fromHere('./lingui.config.ts')),
    react(),
    lingui({ configPath: fromHere('./lingui.config.ts') }),
  ],
  resolve: {
    alias: {
      '@content': fromHere('../../content'),
      '@': fromHere('./src'),
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A test may wait up to 5 s for a lazily loaded page (src/test/setup.ts); its own limit must be
    // longer than that wait, or the wait can never be used.
    testTimeout: 15_000,
    unstubGlobals: true,
  },
})
