import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import type { OwnershipException } from '../src/db/table-owner-exceptions'
import { ACCESS_READS, SQL_OUTSIDE_MODULES, type Owner } from '../src/db/table-owners'

// Reads which tables a server source file queries, for the ownership test (src/db/table-owners.test.ts,
// decision 050). Two ways reach a table: a drizzle table object imported from db/schema, and its name
// in SQL text. Names are found in the text of string and template literals (sql`...` templates,
// sql.raw arguments and the strings built for them) and of .sql files, after from, join, into, update
// or references; only names of tables count, so `extract(epoch from now())` or an alias is no table.

/** One table a file reaches, and how; `writes`: the SQL text inserts, updates or deletes its rows. */
export interface TableTouch {
  table: string
  via: 'drizzle' | 'sql'
  writes?: boolean
}

const SQL_NAME =
  /\b(delete\s+from|from|join|into|update|references)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi
const WRITES = /^(delete|into|update)/i

/** The tables named in SQL text, each with whether that place writes it. */
function tableUsesInSql(text: string, tables: ReadonlySet<string>): TableTouch[] {
  return [...text.matchAll(SQL_NAME)]
    .map((m) => ({ table: m[2]!.toLowerCase(), via: 'sql' as const, writes: WRITES.test(m[1]!) }))
    .filter((use) => tables.has(use.table))
}

const withoutSqlComments = (text: string) => text.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '')

/** What the scanner knows of the schema: each table object's export name and its table's name. */
export interface SchemaNames {
  tableOf: ReadonlyMap<string, string>
}

/** Whether an import in `file` (relative to src/, posix) is of db/schema. */
const isSchemaImport = (file: string, specifier: string) =>
  specifier.startsWith('.') &&
  /^db\/schema(\/[\w-]+)?$/.test(path.posix.join(path.posix.dirname(file), specifier))

/** The tables one source file touches; `file` is its path relative to src/ (it resolves imports). */
export function tablesTouched(file: string, source: string, schema: SchemaNames): TableTouch[] {
  const tables = new Set(schema.tableOf.values())
  if (file.endsWith('.sql')) return tableUsesInSql(withoutSqlComments(source), tables)
  const touches: TableTouch[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (isSchemaImport(file, node.moduleSpecifier.text))
        for (const name of valueNamesOf(node)) {
          const table = schema.tableOf.get(name)
          if (table) touches.push({ table, via: 'drizzle' })
        }
      return
    }
    if (ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node))
      touches.push(...tableUsesInSql(node.text, tables))
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true))
  return touches
}

/** The names an import or re-export brings as values (type-only ones carry no query). */
function valueNamesOf(node: ts.ImportDeclaration | ts.ExportDeclaration): string[] {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly || !node.exportClause || !ts.isNamedExports(node.exportClause)) return []
    return node.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
  }
  const clause = node.importClause
  if (!clause || clause.isTypeOnly || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings))
    return []
  return clause.namedBindings.elements
    .filter((e) => !e.isTypeOnly)
    .map((e) => (e.propertyName ?? e.name).text)
}

const QUERY_METHODS = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute'])
const DATABASE_NAMES = new Set(['db', 'tx', 'trx', 'database'])

/** The name at the end of `deps.db`, `tx` or `app.database.db`, else null. */
const lastName = (node: ts.Expression): string | null =>
  ts.isIdentifier(node) ? node.text : ts.isPropertyAccessExpression(node) ? node.name.text : null

/**
 * Why a use case's source holds SQL, one line each (none: it holds none). A use case runs its rules
 * and calls repositories; SQL is the sql template tag or its helpers, a table object from db/schema,
 * `queryRows`, or drizzle's query builder on the database or a transaction.
 */
export function sqlInUseCase(file: string, source: string, schema: SchemaNames): string[] {
  const found = new Set<string>()
  for (const touch of tablesTouched(file, source, schema))
    if (touch.via === 'drizzle') found.add(`imports the table ${touch.table}`)
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && lastName(node.tag) === 'sql') found.add('writes sql`...`')
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      if (ts.isIdentifier(callee) && callee.text === 'queryRows') found.add('runs queryRows')
      if (ts.isPropertyAccessExpression(callee)) {
        const receiver = lastName(callee.expression)
        if (receiver === 'sql') found.add(`builds SQL with sql.${callee.name.text}`)
        if (receiver && DATABASE_NAMES.has(receiver) && QUERY_METHODS.has(callee.name.text))
          found.add(`queries with ${receiver}.${callee.name.text}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true))
  return [...found].sort()
}

/**
 * Whose SQL a file's counts as: a module's or the platform's, the read-policy layer's (`access`, which
 * owns no table and may only read those ACCESS_READS lists), or nobody's (null).
 */
export type SqlHolder = Owner | 'access' | null

/** A table a file under src/ touches, and whose SQL the file's counts as. */
export interface SourceTouch extends TableTouch {
  file: string
  owner: SqlHolder
}

// Data about tables, not queries of them.
const NOT_QUERIES = new Set(['db/table-owners.ts', 'db/table-owner-exceptions.ts'])

/** Every non-test source and .sql file of `srcDir` but the schema, relative to it (posix). */
export function sourceFiles(srcDir: string): string[] {
  return (readdirSync(srcDir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(ts|sql)$/.test(file) && !file.endsWith('.test.ts'))
    .filter((file) => !file.startsWith('db/schema/') && !NOT_QUERIES.has(file))
    .sort()
}

/** Whose SQL a file's is: its module's, the access layer's, else what SQL_OUTSIDE_MODULES says. */
export const ownerOfFile = (file: string): SqlHolder =>
  file.startsWith('modules/')
    ? (file.split('/')[1] as Owner)
    : file.startsWith('access/')
      ? 'access'
      : (SQL_OUTSIDE_MODULES[file] ?? null)

/** The tables each file of `srcDir` touches. */
export function touchesUnder(srcDir: string, schema: SchemaNames): SourceTouch[] {
  return sourceFiles(srcDir).flatMap((file) =>
    tablesTouched(file, readFileSync(path.join(srcDir, file), 'utf8'), schema).map((touch) => ({
      ...touch,
      file,
      owner: ownerOfFile(file),
    })),
  )
}

const keyOf = (owner: SqlHolder, table: string) => `${owner}:${table}`

/** What is wrong with one touch of the access layer's SQL, if anything: it reads, and only what it lists. */
function accessViolation({ file, table, writes }: SourceTouch): string | null {
  if (writes) return `${file} (access) writes ${table}: the access layer writes nothing`
  if (!Object.hasOwn(ACCESS_READS, table))
    return `${file} (access) reads ${table}, not listed in ACCESS_READS`
  return null
}

/**
 * One line per file and table where SQL touches a table its owner does not own, outside the
 * exceptions: or SQL outside the modules that counts as nobody's.
 */
export function ownershipViolations(
  touches: readonly SourceTouch[],
  owners: Readonly<Record<string, Owner>>,
  exceptions: readonly OwnershipException[],
): string[] {
  const allowed = new Set(exceptions.map((e) => keyOf(e.module, e.table)))
  const lines = touches.flatMap((touch) => {
    const { file, owner, table } = touch
    if (owner === null) return [`${file} holds SQL (${table}) and is not in SQL_OUTSIDE_MODULES`]
    if (owner === 'access') {
      const violation = accessViolation(touch)
      return violation === null ? [] : [violation]
    }
    const tableOwner = owners[table]
    if (tableOwner === owner || allowed.has(keyOf(owner, table))) return []
    return [`${file} (${owner}) touches ${table}, owned by ${tableOwner ?? 'nobody'}`]
  })
  return [...new Set(lines)]
}

/** The exceptions no SQL needs any more. */
export function unneededExceptions(
  touches: readonly SourceTouch[],
  owners: Readonly<Record<string, Owner>>,
  exceptions: readonly OwnershipException[],
): string[] {
  const used = new Set(
    touches
      .filter((t) => t.owner !== 'access' && owners[t.table] !== t.owner)
      .map((t) => keyOf(t.owner, t.table)),
  )
  return exceptions.filter((e) => !used.has(keyOf(e.module, e.table))).map((e) => keyOf(e.module, e.table))
}

/** The tables ACCESS_READS lists that no SQL of the access layer reads any more. */
export const unneededAccessReads = (touches: readonly SourceTouch[]): string[] => {
  const read = new Set(touches.filter((t) => t.owner === 'access').map((t) => t.table))
  return Object.keys(ACCESS_READS).filter((table) => !read.has(table))
}
