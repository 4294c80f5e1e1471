import type { Owner, TableName } from './table-owners'

/**
 * Where a module's SQL reads or writes a table another module owns (table-owners.ts), each with the
 * reason a call to the owner does not do instead. The ownership test fails on any other such SQL,
 * and on an exception no SQL needs any more: remove it then.
 */
export interface OwnershipException {
  module: Owner
  table: TableName
  reason: string
}

export const OWNERSHIP_EXCEPTIONS: readonly OwnershipException[] = [
  // Names: a row that shows a person carries their public id and display name, joined in its own
  // statement (one statement a page, decisions 021 and 031), never looked up person by person.
  // Everything else another module needs is asked of its owner (decision 077): a function or a SQL
  // fragment of its index.ts, a function of its trigger file, or the access layer's rules.
  {
    module: 'memories',
    table: 'users',
    reason: "a memory's author's public id and name, and a person's list",
  },
  { module: 'comments', table: 'users', reason: "a comment's author's public id and name" },
  {
    module: 'connections',
    table: 'users',
    reason: 'the other person of a request, connection, block or mute',
  },
  { module: 'interactions', table: 'users', reason: 'the names of me-too givers and listed voters' },
  {
    module: 'notifications',
    table: 'users',
    reason: "the named actors of each notification, in the page's statement",
  },
]

/**
 * The use cases that still hold SQL (the test fails on any other, and on one listed here that holds
 * none any more), each with why it is not in a repository yet.
 */
export const SQL_IN_USE_CASES: Readonly<Record<string, string>> = {
  'modules/moderation/use-cases/change-role.ts':
    'in moderation/: the log of a role change, written beside it',
}
