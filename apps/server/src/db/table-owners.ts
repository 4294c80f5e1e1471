/** Every module's folder name under src/modules, and the platform outside them. */
export const OWNERS = [
  'platform',
  'account',
  'comments',
  'connections',
  'guide',
  'health',
  'identity',
  'interactions',
  'memories',
  'moderation',
  'notifications',
  'preferences',
  'safety',
] as const

export type Owner = (typeof OWNERS)[number]

/**
 * Who owns each table (issue 25, decision 050): the one server module (`src/modules/<name>`) whose
 * code writes it and answers for what it holds. Another module asks the owner (a function of its
 * `index.ts`), or is listed in table-owner-exceptions.ts with the reason it may not. `platform` is
 * the server's own bookkeeping outside the features (the content loader, the server keys).
 * `src/db/table-owners.test.ts` reads every module's SQL against this map, and checks that it
 * names every table the migrations leave and that docs/ARCHITECTURE.md shows the same owners.
 */
export const TABLE_OWNERS = {
  content_versions: 'platform',
  server_keys: 'platform',
  // The platform's outbox: each module declares the kinds of job it queues (decision 077).
  outbox: 'platform',

  users: 'identity',
  sessions: 'identity',
  refresh_tokens: 'identity',
  auth_tokens: 'identity',

  crisis_lines: 'safety',

  trauma_types: 'guide',
  guide_groups: 'guide',
  guide_items: 'guide',
  guide_sessions: 'guide',
  guide_answers: 'guide',
  guide_reports: 'guide',

  flags: 'moderation',
  report_reasons: 'moderation',
  moderation_actions: 'moderation',
  moderation_appeals: 'moderation',

  memory_tag_kinds: 'memories',
  memory_tags: 'memories',
  memory_tag_count_shards: 'memories',
  listed_memory_blocks: 'memories',
  memories: 'memories',
  memory_scores: 'memories',
  memory_tag_links: 'memories',
  memory_hides: 'memories',

  preference_options: 'preferences',
  user_preference_choices: 'preferences',

  me_toos: 'interactions',
  memory_loves: 'interactions',
  comment_loves: 'interactions',
  votes: 'interactions',
  feedback_phrases: 'interactions',
  feedback_given: 'interactions',
  feedback_counts: 'interactions',

  comments: 'comments',
  // Comments on report sections: their own tables, comments' shape and routes (decision 051).
  guide_comments: 'comments',
  guide_comment_votes: 'comments',

  connections: 'connections',
  user_blocks: 'connections',
  user_mutes: 'connections',
  relation_versions: 'connections',
  interaction_settings: 'connections',

  notifications: 'notifications',
  notification_actors: 'notifications',
  notification_muted_types: 'notifications',
  notification_email_settings: 'notifications',
  notification_email_muted_types: 'notifications',
  push_subscriptions: 'notifications',
  push_due: 'notifications',
} as const satisfies Record<string, Owner>

export type TableName = keyof typeof TABLE_OWNERS

/**
 * The files outside src/modules and src/access that hold SQL, and whose SQL it counts as: the
 * platform's own, or a module's lent to the others through these functions, checked as its owner's.
 */
export const SQL_OUTSIDE_MODULES: Readonly<Record<string, Owner>> = {
  'content/content-files.ts': 'platform',
  'content/crisis-lines.collection.ts': 'safety',
  'db/backup.ts': 'platform',
  // Export parts name the memory a row is about by joining it: the memories' SQL, lent.
  'db/own-rows.ts': 'memories',
  'db/trigger-files.ts': 'platform',
  'jobs/outbox.ts': 'platform',
  'lib/server-keys.ts': 'platform',
}

/**
 * The read-policy layer (src/access, decision 073) owns no table: it decides who may read a memory,
 * a comment, a me too or a person, and what of its author they see, as SQL the modules write into
 * their statements. It reads relations, visibility and names, and writes nothing: the ownership test
 * fails on SQL of access/ that inserts, updates or deletes, or reads a table not listed here, and on
 * a table listed here it no longer reads.
 */
export const ACCESS_READS: Readonly<Partial<Record<TableName, string>>> = {
  memories: "a memory's visibility, moderation state, anonymity and author",
  memory_hides: 'the memories a person took off their own lists',
  comments: "a comment's author and state, and whose comments a visitor's page of a memory holds",
  connections: 'who is connected to whom',
  user_blocks: 'who blocked whom, either way',
  user_mutes: 'who muted whom',
  relation_versions: "how often a person's relations narrowed what they may be shown (decision 089)",
  users: 'whether another moderator could decide an appeal (decision 038)',
  moderation_actions: 'the decision an author is told of, and the rule it named (by slug)',
  moderation_appeals: "where the author's appeal stands",
}
