// The import-cycle check, run by `npm run lint` over apps/server/src, apps/web/src and
// packages/contract/src (decision 048). A cycle means neither side can be read, tested or moved
// without the other; type-only imports count too, because a type cycle ties two files' meaning
// together just the same and becomes a runtime cycle the day someone imports a value along it.
import path from 'node:path'

const cycle = 'An import cycle: break it by moving what both sides need to a third file.'

export default {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment: cycle,
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      // An import of our own code the check cannot follow is a blind spot for cycles (a new alias,
      // say), so it fails until the resolver below learns it.
      name: 'no-unresolved-own-import',
      comment: 'The cycle check cannot follow this import: teach it the alias.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^(\\.|@/|@content/|@kindred/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Count `import type` and imports used only in types (they vanish when compiled).
    tsPreCompilationDeps: true,
    // The web app's aliases (`@/…`, `@content/…`), with a baseUrl the resolver needs.
    tsConfig: { fileName: path.join(import.meta.dirname, 'tsconfig.import-cycles.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
}
