// Bundles the server (dist/main.js) and its admin command line (dist/admin.js, `npm run admin`), one
// ESM file each. npm packages stay external (installed in node_modules); the workspace contract
// package is TypeScript source, so it is bundled in.
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

// The chunks' names change with their content: last build's must not pile up beside this one's.
for (const name of fs.existsSync('dist') ? fs.readdirSync('dist') : []) {
  if (name.startsWith('chunk-')) fs.rmSync(path.join('dist', name))
}

await build({
  entryPoints: ['src/main.ts', 'src/admin.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // A module the code loads with import() stays a file of its own (dist/chunk-*.js), loaded when it
  // is: in one file its packages' imports would be hoisted to the top and loaded on every start
  // (prom-client was, with metrics off: issue 36, decision 065).
  splitting: true,
  chunkNames: 'chunk-[hash]',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@kindred/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})

// The modules' trigger files (decision 049) go beside the bundle, where src/paths.ts looks for them:
// dist/modules/<feature>/<feature>.triggers.sql. Copied afresh, so a file gone from src is gone here.
fs.rmSync('dist/modules', { recursive: true, force: true })
for (const feature of fs.readdirSync('src/modules')) {
  const folder = path.join('src/modules', feature)
  if (!fs.statSync(folder).isDirectory()) continue
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.triggers.sql'))) {
    fs.mkdirSync(path.join('dist/modules', feature), { recursive: true })
    fs.copyFileSync(path.join(folder, name), path.join('dist/modules', feature, name))
  }
}
