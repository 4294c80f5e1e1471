import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname)

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
})
