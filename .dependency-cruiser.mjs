// The import-cycle check, run by `npm run lint` over apps/server/src, apps/web/src and
// packages/contract/src (decision 048). A cycle means neither side can be read, tested or moved
// without the other; type-only imports count too, because a type cycle ties two files' meaning
// together just the same and becomes a runtime cycle the day someone imports a value along it.
import path from 'node:path'

// ALLOWANCE, to be deleted with the subject registry (issue 25): guide ⇄ moderation, through
// guide/use-cases/flag-guide-comment.ts (imports moderation) and moderation/use-cases/decide.ts
// (imports guide). Only a cycle through both files passes; any other cycle fails. Deleting this
// constant and the rule that names it leaves the check at zero cycles.
const GUIDE_MODERATION_CYCLE = {
  guideSide: '^apps/server/src/modules/guide/use-cases/flag-guide-comment\\.ts$',
  moderationSide: '^apps/server/src/modules/moderation/use-cases/decide\\.ts$',
}

const cycle = 'An import cycle: break it by moving what both sides need to a third file.'

export default {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment: cycle,
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { pathNot: GUIDE_MODERATION_CYCLE.guideSide } },
    },
    {
      // Part of the allowance above: a cycle through flag-guide-comment.ts fails unless it also
      // goes through decide.ts.
      name: 'no-import-cycle',
      comment: cycle,
      severity: 'error',
      from: {},
      to: {
        circular: true,
        via: { path: GUIDE_MODERATION_CYCLE.guideSide },
        viaOnly: { pathNot: GUIDE_MODERATION_CYCLE.moderationSide },
      },
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
