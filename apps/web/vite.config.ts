import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './build/precompress'

const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname)

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@content': fromHere('../../content'),
      '@': fromHere('./src'),
    },
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
    // Everything a first visit runs goes in one file: a phone on a slow connection then makes one
    // request for it instead of eight small ones waiting for free connections (decision 013).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] } },
    },
  },
})
