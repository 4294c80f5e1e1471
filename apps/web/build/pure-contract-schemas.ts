import ts from 'typescript'
import type { Plugin } from 'vite'

/** A comment (kept), or `z.` where a call to one of zod's functions starts (marked). */
const ZOD_CALL_OR_COMMENT = /(\/\*[\s\S]*?\*\/|\/\/[^\n]*)|(?<![\w$.'"`])z\.(?=\w+\()/g

/**
 * Marks every schema the contract builds as pure, so the web build leaves out the ones it never
 * uses (issue 36). Without it, each `z.object(...)` counts as a possible side effect: a contract
 * module the feed imports for one list's schema brought along every schema beside it, the server's
 * query and body checks too. Only the contract's own files are touched, where `z` is always zod
 * (which keeps no state when a schema is made).
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'kindred:pure-contract-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/.test(id)) return null
      return { code: markSchemasPure(code, id), map: null }
    },
  }
}

/**
 * Two marks. Every module-level constant made by a call (a schema, often a chain such as
 * `z.object({…}).nullable()` or `MemoryCardSchema.extend({…})`, or a content file parsed by one), or
 * an object of schemas' fields, is made inside a call marked pure: a mark on `z.object` alone covers only the first call of a chain, and
 * the bundler keeps the rest (and with it the schema and zod) as if `.nullable()` might do
 * something. Then every `z.` call left inside other expressions is marked too.
 */
export function markSchemasPure(code: string, fileName = 'contract.ts'): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  const values: ts.Expression[] = []
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue
    for (const declaration of statement.declarationList.declarations) {
      const made = declaration.initializer && withoutTypeWrappers(declaration.initializer)
      if (made && (ts.isCallExpression(made) || callsWhenEvaluated(made))) values.push(made)
    }
  }
  let marked = code
  // From the end, so each call's position is still where the parser found it.
  for (const value of values.reverse()) {
    const start = value.getStart(source)
    marked = `${marked.slice(0, start)}/* @__PURE__ */ (() => (${marked.slice(start, value.end)}))()${marked.slice(value.end)}`
  }
  // Comments are passed over as they are: a mark inside one would end it early.
  return marked.replace(ZOD_CALL_OR_COMMENT, (match, comment?: string) => comment ?? '/* @__PURE__ */ z.')
}

/**
 * Whether an object or array literal calls anything as it is made (a schema's fields, such as
 * `author: MemoryAuthorSchema.nullable()`); functions inside it are not called then.
 */
function callsWhenEvaluated(node: ts.Node): boolean {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return false
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) return true
  return ts.forEachChild(node, (child) => callsWhenEvaluated(child) || undefined) ?? false
}

/** `x as const`, `x satisfies T` and `(x)` are x. */
function withoutTypeWrappers(node: ts.Expression): ts.Expression {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
    return withoutTypeWrappers(node.expression)
  return node
}
