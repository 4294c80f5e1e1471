// Bundles the server (dist/main.js) and its admin command line (dist/admin.js, `npm run admin`), one
// ESM file each. npm packages stay external (installed in node_modules); the workspace contract
// package is TypeScript source, so it is bundled in.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/main.ts', 'src/admin.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
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
