import type { Plugin } from 'vite'

/** A comment (kept), or `z.` where a call to one of zod's functions starts (marked). */
const ZOD_CALL_OR_COMMENT = /(\/\*[\s\S]*?\*\/|\/\/[^\n]*)|(?<![\w$.'"`])z\.(?=\w+\()/g

/**
 * Marks every zod call in packages/contract as pure, so the web build leaves out the schemas it
 * never uses (issue 36). Without it, each `z.object(...)` counts as a possible side effect: a
 * contract module the feed imports for its list's schema brought along every schema beside it, the
 * server's query and body checks too. Only the contract's own files are touched, where `z` is
 * always zod (which keeps no state when a schema is made); unused schemas elsewhere stay.
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'kindred:pure-contract-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/.test(id)) return null
      // Comments are passed over as they are: a mark inside one would end it early.
      const marked = code.replace(
        ZOD_CALL_OR_COMMENT,
        (match, comment?: string) => comment ?? '/* @__PURE__ */ z.',
      )
      return { code: marked, map: null }
    },
  }
}
