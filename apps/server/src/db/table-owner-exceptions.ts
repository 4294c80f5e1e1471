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

  // A subject's rules read in the statement that acts on it.
  {
    module: 'comments',
    table: 'memories',
    reason:
      "a comment page's statement reads its memory's author, anonymity, visibility and version (decisions 045, 060); a comment's change raises that version",
  },
  {
    module: 'connections',
    table: 'memories',
    reason:
      "a request's memory, joined in its list's statement; each memory with its pair (memoriesWithPairs)",
  },
  {
    module: 'interactions',
    table: 'memories',
    reason: 'a reaction, vote or kind word is checked against the memory it is given to, counts included',
  },
  {
    module: 'interactions',
    table: 'comments',
    reason: 'a love or kind word on a comment is checked against the comment and its memory',
  },
  {
    module: 'interactions',
    table: 'interaction_settings',
    reason: 'the voters list leaves out who chose not to be listed (listed_as_voter)',
  },
  {
    module: 'notifications',
    table: 'memories',
    reason: "a notification shows its memory's title and link, if the recipient may still read it",
  },
  {
    module: 'notifications',
    table: 'moderation_actions',
    reason: 'a moderation notification tells the author the decision and how long it lasts',
  },
  {
    module: 'notifications',
    table: 'report_reasons',
    reason: 'a moderation notification names the rule the decision cites',
  },

  // Who is told (notifications.triggers.sql, decision 049): the triggers run in the writer's
  // statement, on other modules' tables, and read what decides who is told and how.
  {
    module: 'notifications',
    table: 'comments',
    reason:
      "a comment, reply or love on a comment tells its author and the memory's, read in the writer's statement",
  },
  {
    module: 'notifications',
    table: 'feedback_given',
    reason: 'kind words taken back withdraw the notification only when the giver left no other phrase there',
  },
  {
    module: 'notifications',
    table: 'user_blocks',
    reason:
      'nobody is told of a named act by someone blocked either way (decision 036), nor keeps one after a block',
  },
  {
    module: 'notifications',
    table: 'user_mutes',
    reason: 'nobody is told of a named act by someone they muted (decision 036)',
  },
  {
    module: 'notifications',
    table: 'interaction_settings',
    reason: 'a vote from someone who chose not to be listed is told without their name',
  },

  // The platform's own.
  {
    module: 'platform',
    table: 'users',
    reason: "backup.ts: a backup's summary counts people, memories and comments to check it by",
  },
  {
    module: 'platform',
    table: 'memories',
    reason: "backup.ts: a backup's summary counts people, memories and comments to check it by",
  },
  {
    module: 'platform',
    table: 'comments',
    reason: "backup.ts: a backup's summary counts people, memories and comments to check it by",
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
