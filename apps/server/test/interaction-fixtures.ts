import { vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { INTERACTION_PATHS, type ReactionBody } from '@kindred/contract/interactions'
import { comments, memories, userBlocks, userMutes, users } from '../src/db/schema'
import { queryRows } from '../src/lib/query-rows'
import { publicId } from '../src/lib/secrets'
import { hashPassword } from '../src/modules/identity/password'
import { GOOD_PASSWORD, newEmail } from './identity-fixtures'
import { buildMemoriesApp, person } from './memory-fixtures'
import { TestBrowser } from './test-browser'

/** The app with the memory and reaction limits lifted (the reaction limit has its own test). */
export async function buildInteractionsApp(env: Record<string, string> = {}) {
  return buildMemoriesApp(env, ['reactionsPerUser', 'exportsPerUser', 'tokenConfirmationsPerIp'])
}

/**
 * What most interaction suites start with: the app, an author who shares (signed up through the
 * mail), one person quick to sign in for each of `labels`, in that order, and a visitor signed out.
 */
export async function interactionsSuite<const Labels extends readonly string[]>(...labels: Labels) {
  const built = await buildInteractionsApp()
  const author = await person(built.app, built.mailbox)
  const people = await quickPeople(built.app, ...labels)
  return { ...built, db: built.app.database.db, author, people, visitor: new TestBrowser(built.app) }
}

let passwordHash: Promise<string> | undefined

/**
 * A verified person signed in through the login form, their account written straight into the
 * table with one shared password hash: as real as `person` of memory-fixtures for these suites,
 * without a registration mail each (the concurrency tests need twenty people).
 */
export async function quickPerson(app: FastifyInstance, label = 'person') {
  passwordHash ??= hashPassword(GOOD_PASSWORD)
  const email = newEmail(label)
  const [row] = await app.database.db
    .insert(users)
    .values({
      publicId: publicId(),
      email,
      emailNormalized: email,
      passwordHash: await passwordHash,
      displayName: `${label} ${email.split('@')[0]}`,
      emailVerifiedAt: new Date(),
      createdAt: new Date(),
    })
    .returning({ id: users.id, publicId: users.publicId, displayName: users.displayName })
  const browser = new TestBrowser(app)
  const res = await browser.post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  return { browser, email, id: row!.id, publicId: row!.publicId, displayName: row!.displayName }
}

/** Several quick people at once, in the order named (one line where a test needs a cast). */
export async function quickPeople<const Labels extends readonly string[]>(
  app: FastifyInstance,
  ...labels: Labels
) {
  const people: QuickPerson[] = []
  for (const label of labels) people.push(await quickPerson(app, label))
  return people as { [K in keyof Labels]: QuickPerson }
}
/** A person as quickPerson makes them. */
export type QuickPerson = Awaited<ReturnType<typeof quickPerson>>

/** The internal id of a memory, by its link. */
export async function memoryIdOf(app: FastifyInstance, link: string): Promise<number> {
  const [row] = await app.database.db
    .select({ id: memories.id })
    .from(memories)
    .where(eq(memories.shareableLink, link))
  if (!row) throw new Error(`no memory ${link}`)
  return row.id
}

/**
 * A comment written straight into the table (the comments module has its own routes and tests);
 * the triggers keep the memory's comment count as the module would.
 */
export async function writeComment(
  app: FastifyInstance,
  link: string,
  authorId: number,
  body = 'Thank you for writing this.',
): Promise<number> {
  const [row] = await app.database.db
    .insert(comments)
    .values({ memoryId: await memoryIdOf(app, link), authorId, body, createdAt: new Date() })
    .returning({ id: comments.id })
  return row!.id
}

export async function block(app: FastifyInstance, blockerId: number, blockedId: number) {
  await app.database.db.insert(userBlocks).values({ blockerId, blockedId, createdAt: new Date() })
}

export async function mute(app: FastifyInstance, muterId: number, mutedId: number) {
  await app.database.db.insert(userMutes).values({ muterId, mutedId, createdAt: new Date() })
}

/** The counts a memory's row holds (kept by triggers). */
export async function countsOf(app: FastifyInstance, link: string) {
  const [row] = await queryRows<{ me_too: number; love: number; comments: number; votes: number }>(
    app.database.db,
    sql`select me_too_count as me_too, love_count as love, comment_count as comments, vote_count as votes
      from memories where shareable_link = ${link}`,
  )
  return row!
}

/** A me too under the giver's name unless `extra` says otherwise (left out, it would be anonymous: decision 057). */
export const meToo = (link: string, extra: Partial<ReactionBody> = {}): ReactionBody => ({
  target: 'memory',
  shareable_link: link,
  reaction: 'me_too',
  anonymous: false,
  ...extra,
})
export const love = (link: string): ReactionBody => ({
  target: 'memory',
  shareable_link: link,
  reaction: 'love',
})

export const react = (browser: TestBrowser, body: ReactionBody) =>
  browser.post(INTERACTION_PATHS.reaction, body)
export const unreact = (browser: TestBrowser, body: Partial<ReactionBody>) =>
  browser.delete(INTERACTION_PATHS.reaction, body)

/** What a background job sends (the outbox's poll, the guide's purge, the push scheduler's tick): not part of any answer. */
const BACKGROUND = /jobs[\\/]outbox|purge-expired-guide-sessions|push-scheduler/

/**
 * Counts the statements sent from now until `stop()`: raw ones (`execute`, which every list and batch
 * query here is) and query-builder selects (where the session check of a signed-in request is the
 * one expected). A background job's poll may fall inside the window on a loaded machine; it is told
 * apart by where it was called from and not counted.
 */
export function countStatements(db: FastifyInstance['database']['db']) {
  const counts = { execute: 0, select: 0 }
  const spies: { mockRestore(): void }[] = (['execute', 'select'] as const).map((method) => {
    const original = db[method].bind(db) as (...args: unknown[]) => unknown
    return vi.spyOn(db, method).mockImplementation(((...args: unknown[]) => {
      if (!BACKGROUND.test(new Error().stack ?? '')) counts[method]++
      return original(...args)
    }) as never)
  })
  // A shaped statement (db/shaped-statements.ts) is raw too, run without `execute`; in test runs it
  // is prepared again on every run, so each run is one `prepareQuery` from `queryShaped`.
  const { session } = db._
  const prepare = session.prepareQuery.bind(session) as (...args: unknown[]) => unknown
  spies.push(
    vi.spyOn(session, 'prepareQuery').mockImplementation(((...args: unknown[]) => {
      const stack = new Error().stack ?? ''
      if (/queryShaped/.test(stack) && !BACKGROUND.test(stack)) counts.execute++
      return prepare(...args)
    }) as never) as never,
  )
  return {
    counts,
    stop() {
      for (const spy of spies) spy.mockRestore()
      return counts.execute + counts.select
    },
  }
}

/** The statements `work` sends, by kind (see `countStatements`). */
export async function statementsOf(app: FastifyInstance, work: () => Promise<unknown>) {
  const counter = countStatements(app.database.db)
  try {
    await work()
    return { ...counter.counts }
  } finally {
    counter.stop()
  }
}
