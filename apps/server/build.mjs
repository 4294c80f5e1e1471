// Bundles the server into one ESM file. npm packages stay external (installed in node_modules);
// the workspace contract package is TypeScript source, so it is bundled in.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
