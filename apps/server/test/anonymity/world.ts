import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { INTERACTION_PATHS, type MeTooPage } from '@kindred/contract/interactions'
import type { Memory } from '@kindred/contract/memories'
import { COMMENT_PATHS, type Comment } from '@kindred/contract/comments'
import { memories } from '../../src/db/schema'
import { comment, commentsOf } from '../comment-fixtures'
import { meToo, quickPerson, react } from '../interaction-fixtures'
import { share, tagsOf } from '../memory-fixtures'
import type { Names } from './answers'

/**
 * How the viewer relates to the author whose anonymous memories are compared with a control
 * author's (SPEC §6 "Block and mute"). Every one of them must leave the answers alike.
 */
export const RELATIONS = [
  'none',
  'viewer mutes author',
  'viewer blocks author',
  'author blocks viewer',
  'author mutes viewer',
  'connected',
] as const
export type Relation = (typeof RELATIONS)[number]

export type Someone = Awaited<ReturnType<typeof quickPerson>>

/** The anonymous memories each author has, one of each visibility. */
export const KINDS = ['public', 'connections', 'private'] as const
export type Kind = (typeof KINDS)[number]

/** One anonymous memory and what is on it, as the probes address it. */
export interface Subject extends Names {
  /** One of the author's kinds, or `hosted`: the viewer's own, where the author comments unnamed. */
  kind: Kind | 'hosted'
  author: Someone
  /** On the public one: its author's comment (shown as "the author"), a third person's comment. */
  authorComment?: string
  thirdComment?: string
  /** What the viewer wrote on it, as the probes make it. */
  viewerComment?: string
  viewerReply?: string
  /** On the hosted one: the side's person's comment and reply without their name (decision 057). */
  unnamedComment?: string
  unnamedReply?: string
  /** And the two it wrote the same way once the relation stood. */
  unnamedLater?: string[]
}

export interface Side {
  person: Someone
  named: Memory
  subjects: Record<Kind, Subject>
  /** The viewer's memory on which this side's person commented and replied without their name. */
  hosted: Subject
}

export interface World {
  relation: Relation
  viewer: Someone
  third: Someone
  /** The author the viewer relates to, and the control author the viewer does not know. */
  author: Side
  control: Side
  tagId: number
}

/** Words only these memories hold, so a search finds them and nothing else. */
export const SEARCH_WORD = 'verandah'
const TITLE = 'The verandah at night'
const BODY = 'We sat on the verandah at night so nobody inside could hear us talking about home.'

const namesOf = (memory: Memory, kind: Kind, author: Someone): Subject => ({
  link: memory.shareable_link,
  hash: memory.hash_id,
  kind,
  author,
})

/**
 * A connections-only anonymous memory as older data holds it: the composer refuses the pair now
 * (decision 036), so it is written the way it was before.
 */
async function legacyConnectionsAnonymous(app: FastifyInstance, author: Someone, tagId: number) {
  const memory = await share(author.browser, {
    title: TITLE,
    body: BODY,
    visibility: 'connections',
    tag_ids: [tagId],
  })
  await app.database.db.update(memories).set({ anonymous: true }).where(eq(memories.hashId, memory.hash_id))
  return { ...memory, anonymous: true }
}

type Made = Omit<Side, 'hosted'>

async function sideOf(app: FastifyInstance, person: Someone, third: Someone, tagId: number): Promise<Made> {
  const named = await share(person.browser, { title: 'Under my own name', tag_ids: [tagId] })
  const anonymous = { title: TITLE, body: BODY, anonymous: true, tag_ids: [tagId] }
  const pub = namesOf(await share(person.browser, anonymous), 'public', person)
  const conn = namesOf(await legacyConnectionsAnonymous(app, person, tagId), 'connections', person)
  const priv = namesOf(
    await share(person.browser, { ...anonymous, visibility: 'private' }),
    'private',
    person,
  )
  pub.authorComment = (await comment(person.browser, pub.link, 'The author here: thank you for reading.')).id
  pub.thirdComment = (await comment(third.browser, pub.link, 'This is my story too.')).id
  await react(third.browser, meToo(pub.link))
  return { person, named, subjects: { public: pub, connections: conn, private: priv } }
}

/** A comment or reply without the commenter's name (decision 057); fails the test on anything but 201. */
export async function unnamed(person: Someone, link: string, body: string, parentId?: string) {
  const res = await person.browser.post(COMMENT_PATHS.create, {
    shareable_link: link,
    body,
    anonymous: true,
    ...(parentId === undefined ? {} : { parent_id: parentId }),
  })
  if (res.statusCode !== 201) throw new Error(`unnamed comment failed: ${res.statusCode} ${res.body}`)
  return (res.json() as Comment).id
}

/**
 * The viewer's own anonymous memory (one for each side, alike), on which the side's person, knowing
 * nothing of whose it is, commented without their name and answered the viewer's comment without
 * it too. An anonymous memory, so that each author can still read it, and comment on it, once the
 * relation stands (decision 036); the viewer hears of both.
 */
async function hostedBy(viewer: Someone, person: Someone, tagId: number): Promise<Subject> {
  const memory = await share(viewer.browser, {
    title: 'The kitchen table',
    body: 'We ate at the kitchen table without a word, and nobody asked why.',
    anonymous: true,
    tag_ids: [tagId],
  })
  const hosted: Subject = { ...namesOf(memory, 'public', viewer), kind: 'hosted' }
  hosted.viewerComment = (await comment(viewer.browser, hosted.link, 'Some of you will know that table.')).id
  hosted.unnamedComment = await unnamed(person, hosted.link, 'I know that silence from my own home.')
  hosted.unnamedReply = await unnamed(person, hosted.link, 'I do, I sat at one.', hosted.viewerComment)
  return hosted
}

/**
 * What happened before the viewer and the author came to relate: the viewer said me too (without
 * their name, with a note) and commented; the author loved the me too back and replied. A later
 * mute or block must not take any of it away from the viewer on one memory and not the other.
 */
async function beforeTheRelation(viewer: Someone, side: Made) {
  const subject = side.subjects.public
  await react(viewer.browser, meToo(subject.link, { anonymous: true, note: 'Same porch, same silence.' }))
  const said = await comment(viewer.browser, subject.link, 'I remember nights like this.')
  const meToos = (await side.person.browser.get(INTERACTION_PATHS.meToos(subject.link))).json() as MeTooPage
  const mine = meToos.results.find((t) => t.note === 'Same porch, same silence.')
  if (!mine) throw new Error('the author does not see the me too')
  await react(side.person.browser, { target: 'me_too', me_too_id: mine.id, reaction: 'love' })
  await comment(side.person.browser, subject.link, 'Thank you for telling me.', said.id)
}

export async function relate(viewer: Someone, author: Side, relation: Relation) {
  const call = async (res: Promise<{ statusCode: number; body: string }>) => {
    const { statusCode, body } = await res
    if (statusCode >= 300) throw new Error(`${relation}: ${statusCode} ${body}`)
    return JSON.parse(body) as { id: number }
  }
  const a = author.person
  switch (relation) {
    case 'none':
      return
    case 'viewer mutes author':
      return void (await call(viewer.browser.post(CONNECTION_PATHS.mute(a.publicId))))
    case 'viewer blocks author':
      return void (await call(viewer.browser.post(CONNECTION_PATHS.block(a.publicId))))
    case 'author blocks viewer':
      return void (await call(a.browser.post(CONNECTION_PATHS.block(viewer.publicId))))
    case 'author mutes viewer':
      return void (await call(a.browser.post(CONNECTION_PATHS.mute(viewer.publicId))))
    case 'connected': {
      const { id } = await call(
        viewer.browser.post(CONNECTION_PATHS.request, { shareable_link: author.named.shareable_link }),
      )
      await call(a.browser.post(CONNECTION_PATHS.accept(id)))
    }
  }
}

/**
 * A viewer, an author they relate to in one way, and a control author made exactly alike (the same
 * memories, comments and reactions, in the same order, and the same comments without their name on
 * a memory of the viewer's), so that any answer about the author's anonymous memories, or about the
 * viewer's memory the author commented on, that differs from the same answer about the control's
 * tells the relation.
 */
export async function buildWorld(
  app: FastifyInstance,
  relation: Relation,
  { relateNow = true }: { relateNow?: boolean } = {},
): Promise<World> {
  const viewer = await quickPerson(app, 'viewer')
  const third = await quickPerson(app, 'third')
  const author = await quickPerson(app, 'author')
  const control = await quickPerson(app, 'control')
  const tag = [...(await tagsOf(viewer.browser, 'feelings')).values()].find(
    (t) => !t.disabled && t.mt.includes(1),
  )!
  const made = [await sideOf(app, author, third, tag.id), await sideOf(app, control, third, tag.id)]
  const sides: Side[] = []
  for (const side of made) {
    await beforeTheRelation(viewer, side)
    sides.push({ ...side, hosted: await hostedBy(viewer, side.person, tag.id) })
  }
  const world: World = { relation, viewer, third, author: sides[0]!, control: sides[1]!, tagId: tag.id }
  // A test may make the relation later (after caches hold copies): then it calls `relate` itself.
  if (relateNow) await relate(viewer, world.author, relation)
  return world
}

/** Whether `person` sees a comment among a memory's comments or their replies. */
export async function sees(person: Someone, link: string, commentId: string) {
  const list = await commentsOf(person.browser, link)
  return list.results.some((c) => c.id === commentId || c.replies.some((r) => r.id === commentId))
}
