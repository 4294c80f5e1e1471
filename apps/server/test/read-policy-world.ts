import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { MODERATION_PATHS, type ReportReason } from '@kindred/contract/moderation'
import { memories, users } from '../src/db/schema'
import { DAY } from '../src/lib/clock'
import { comment } from './comment-fixtures'
import { quickPerson, type QuickPerson } from './interaction-fixtures'
import { buildMemoriesApp, share } from './memory-fixtures'
import { decide, moderatorNamed, report, underRule, violationReason } from './moderation-fixtures'
import { TestBrowser } from './test-browser'

// The world the read-policy table (src/access/read-policy.table.test.ts) is checked against: one
// author, one memory of theirs for each visibility × moderation state × naming, and a reader of each
// kind in each relation to the author, all made through the API the way people make them.

export const VISIBILITIES = ['public', 'connections', 'private'] as const
/** SPEC §10: three open reports hold a memory; a moderator hides or removes it. */
export const MODERATIONS = ['not moderated', 'held', 'hidden', 'removed'] as const
export const NAMINGS = ['named', 'anonymous'] as const
export type Visibility = (typeof VISIBILITIES)[number]
export type Moderation = (typeof MODERATIONS)[number]
export type Naming = (typeof NAMINGS)[number]

/** Readers whose relation to the author does not apply: nobody, and the author themself. */
export const LONE_READERS = ['visitor', 'author'] as const
/** Readers who are signed-in people and so may relate to the author (SPEC §6). */
export const PEOPLE = ['member', 'moderator', 'admin', 'suspended'] as const
export const RELATIONS = ['none', 'connected', 'blocked', 'blocked by', 'muted', 'muted by'] as const
export type Person = (typeof PEOPLE)[number]
export type Relation = (typeof RELATIONS)[number]
export type ReaderKind = (typeof LONE_READERS)[number] | Person

export interface MemorySpec {
  visibility: Visibility
  moderation: Moderation
  naming: Naming
}
export const memoryKey = (m: MemorySpec) => `${m.visibility} ${m.moderation} ${m.naming}`
export const readerKey = (kind: ReaderKind, relation: Relation) => `${kind} ${relation}`

export interface WorldMemory extends MemorySpec {
  hashId: string
  link: string
  /** On a public memory: the comment its author wrote there under their name, before any moderation. */
  authorComment?: string
}

export interface ReadPolicyWorld {
  app: FastifyInstance
  author: QuickPerson
  memories: Map<string, WorldMemory>
  /** Each reader's browser by `readerKey` (the visitor's is signed out). */
  readers: Map<string, TestBrowser>
}

export const ALL_MEMORIES: MemorySpec[] = VISIBILITIES.flatMap((visibility) =>
  MODERATIONS.flatMap((moderation) => NAMINGS.map((naming) => ({ visibility, moderation, naming }))),
)

const BODY = 'The stairs creaked on the way up, and we learned which steps to miss at night.'

async function ok(res: Promise<{ statusCode: number; body: string }>, what: string) {
  const { statusCode, body } = await res
  if (statusCode >= 300) throw new Error(`${what}: ${statusCode} ${body}`)
  return JSON.parse(body) as { id: number }
}

/**
 * Moderation through its real flow (SPEC §10): three people report it (held until reviewed), or
 * one reports it and a moderator at the desk hides or removes it.
 */
async function moderate(w: Makers, link: string, state: Exclude<Moderation, 'not moderated'>) {
  if (state === 'held') {
    for (const reporter of w.reporters)
      await report(reporter.browser, { target_kind: 1, target: link, reason_id: w.reason.id })
    return
  }
  await report(w.reporters[0]!.browser, { target_kind: 1, target: link, reason_id: w.reason.id })
  await decide(
    w.desk.browser,
    underRule('memory', link, state === 'hidden' ? 'hide' : 'remove', w.reason.slug),
  )
}

/**
 * A connections-only anonymous memory as older data holds it: the composer refuses the pair now
 * (decision 036), so it is written the way it was before (as test/anonymity/world.ts does).
 */
async function legacyAnonymous(app: FastifyInstance, hashId: string) {
  await app.database.db.update(memories).set({ anonymous: true }).where(eq(memories.hashId, hashId))
}

/**
 * One memory of the author's. A memory set aside by moderation was reported while public (nobody
 * else can read a private one, so nobody could report it) and its author then chose who reads it.
 */
async function memoryOf(w: Makers, spec: MemorySpec): Promise<WorldMemory> {
  const legacy = spec.visibility === 'connections' && spec.naming === 'anonymous'
  const moderated = spec.moderation !== 'not moderated'
  const made: Memory = await share(w.author.browser, {
    title: `A memory ${memoryKey(spec)}`,
    body: BODY,
    anonymous: spec.naming === 'anonymous' && !legacy,
    visibility: moderated ? 'public' : spec.visibility,
  })
  const memory: WorldMemory = { ...spec, hashId: made.hash_id, link: made.shareable_link }
  if (spec.visibility === 'public')
    memory.authorComment = (await comment(w.author.browser, memory.link, 'The author here: thank you.')).id
  if (spec.moderation !== 'not moderated') await moderate(w, memory.link, spec.moderation)
  if (moderated && spec.visibility !== 'public')
    await ok(
      w.author.browser.patch(MEMORY_PATHS.edit(memory.hashId), { visibility: spec.visibility }),
      'edit',
    )
  if (legacy) await legacyAnonymous(w.app, memory.hashId)
  return memory
}

/** Makes `reader` relate to the author as `relation` says, through the routes people use (SPEC §6). */
async function relate(w: Makers, reader: QuickPerson, relation: Relation) {
  const author = w.author
  switch (relation) {
    case 'none':
      return
    case 'connected': {
      // Accounts under a day old may not ask to connect (SPEC §3.6).
      const dayBefore = new Date(Date.now() - 2 * DAY)
      await w.app.database.db.update(users).set({ createdAt: dayBefore }).where(eq(users.id, reader.id))
      const asked = reader.browser.post(CONNECTION_PATHS.request, { shareable_link: w.door.shareable_link })
      const { id } = await ok(asked, 'ask to connect')
      return void (await ok(author.browser.post(CONNECTION_PATHS.accept(id)), 'accept'))
    }
    case 'blocked':
      return void (await ok(reader.browser.post(CONNECTION_PATHS.block(author.publicId)), 'block'))
    case 'blocked by':
      return void (await ok(author.browser.post(CONNECTION_PATHS.block(reader.publicId)), 'block'))
    case 'muted':
      return void (await ok(reader.browser.post(CONNECTION_PATHS.mute(author.publicId)), 'mute'))
    case 'muted by':
      return void (await ok(author.browser.post(CONNECTION_PATHS.mute(reader.publicId)), 'mute'))
  }
}

/** A moderator at the desk suspends the person for a week, reported first (SPEC §10). */
async function suspend(w: Makers, reader: QuickPerson) {
  const reasons = (await w.desk.browser.get(MODERATION_PATHS.reasons(3))).json() as {
    results: ReportReason[]
  }
  const rule = reasons.results.find((reason) => reason.kind === 'violation')!
  await report(w.desk.browser, { target_kind: 3, target: reader.publicId, reason_id: rule.id })
  await decide(w.desk.browser, underRule('person', reader.publicId, 'suspend', rule.slug, { days: 7 }))
}

async function readerOf(w: Makers, kind: Person, relation: Relation): Promise<QuickPerson> {
  const label = `${kind}-${relation.replace(' ', '-')}`
  const reader =
    kind === 'moderator' || kind === 'admin'
      ? await moderatorNamed(w.app, label, kind)
      : await quickPerson(w.app, label)
  await relate(w, reader, relation)
  // Suspended last: a suspended person may not connect, block or mute, but their relations stay.
  if (kind === 'suspended') await suspend(w, reader)
  return reader
}

interface Makers {
  app: FastifyInstance
  author: QuickPerson
  /** The author's named public memory through which readers ask to connect. */
  door: Memory
  desk: QuickPerson
  reporters: QuickPerson[]
  reason: ReportReason
}

/** The app and the whole world, made once for the table's cases. */
export async function buildReadPolicyWorld(): Promise<ReadPolicyWorld> {
  const { app } = await buildMemoriesApp({}, [
    'commentsPerUser',
    'connectionRequestsPerUser',
    'peopleChangesPerUser',
    'reportsPerUser',
  ])
  const author = await quickPerson(app, 'author')
  const reporters = [
    await quickPerson(app, 'reporter'),
    await quickPerson(app, 'reporter'),
    await quickPerson(app, 'reporter'),
  ]
  const w: Makers = {
    app,
    author,
    door: await share(author.browser, { title: 'A door to connect through', body: BODY }),
    desk: await moderatorNamed(app, 'desk'),
    reporters,
    reason: await violationReason(reporters[0]!.browser),
  }
  const made = new Map<string, WorldMemory>()
  for (const spec of ALL_MEMORIES) made.set(memoryKey(spec), await memoryOf(w, spec))
  const readers = new Map<string, TestBrowser>([
    [readerKey('visitor', 'none'), new TestBrowser(app)],
    [readerKey('author', 'none'), author.browser],
  ])
  for (const kind of PEOPLE)
    for (const relation of RELATIONS)
      readers.set(readerKey(kind, relation), (await readerOf(w, kind, relation)).browser)
  return { app, author, memories: made, readers }
}
