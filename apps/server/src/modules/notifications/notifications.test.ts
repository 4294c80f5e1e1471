import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { COMMENT_PATHS } from '@kindred/contract/comments'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import type { Notification } from '@kindred/contract/notifications'
import { users } from '../../db/schema'
import { HOUR, MINUTE } from '../../lib/clock'
import {
  block,
  countStatements,
  love,
  meToo,
  mute,
  quickPeople,
  quickPerson,
  react,
  unreact,
} from '../../../test/interaction-fixtures'
import { comment } from '../../../test/comment-fixtures'
import { share } from '../../../test/memory-fixtures'
import {
  allNotifications,
  buildNotificationsApp,
  familyPage,
  signInAgain,
} from '../../../test/notification-fixtures'

// Each interaction tells the right person, in the right family, exactly once (SPEC §7); nobody is
// told of their own doing, or by someone blocked; grouping within 12 hours of a group's first event.

const { app, clock } = await buildNotificationsApp()

const only = (list: Notification[]) => {
  expect(list).toHaveLength(1)
  return list[0]!
}

describe('who is told what, in which family', () => {
  it('tells the author of a me too in the me-too family, naming the giver', async () => {
    const [author, giver] = await quickPeople(app, 'author', 'giver')
    const memory = await share(author.browser, { title: 'The long winter' })
    expect((await react(giver.browser, meToo(memory.shareable_link))).statusCode).toBe(201)

    const page = await familyPage(author.browser, 'me_too')
    const told = only(page.results)
    expect(told).toMatchObject({
      type: 'me_too',
      family: 'me_too',
      actors: { people: [{ public_id: giver.publicId, display_name: giver.displayName }], count: 1 },
      target: { kind: 'memory', memory: { shareable_link: memory.shareable_link, title: 'The long winter' } },
      text: `${giver.displayName} said me too to “The long winter”`,
      link: `/memories/m/${memory.shareable_link}`,
      seen: false,
      read: false,
    })
    expect(page.unseen_count).toBe(1)
    // Nobody else is told anything, the giver included.
    expect(await allNotifications(giver.browser)).toEqual([])
    expect((await familyPage(author.browser, 'general')).results).toEqual([])
  })

  it('counts an anonymous me too and never names it', async () => {
    const [author, giver] = await quickPeople(app, 'author', 'quiet')
    const memory = await share(author.browser)
    await react(giver.browser, meToo(memory.shareable_link, { anonymous: true }))
    const told = only((await familyPage(author.browser, 'me_too')).results)
    expect(told.actors).toEqual({ people: [], count: 1 })
    expect(told.text).toBe('Someone said me too to “A cold kitchen”')
    expect(JSON.stringify(told)).not.toContain(giver.publicId)
    expect(JSON.stringify(told)).not.toContain(giver.displayName)
  })

  it('tells the author of love on a memory in the memory-love family', async () => {
    const [author, lover] = await quickPeople(app, 'author', 'lover')
    const memory = await share(author.browser)
    await react(lover.browser, love(memory.shareable_link))
    const told = only((await familyPage(author.browser, 'memory_love')).results)
    expect(told).toMatchObject({
      type: 'memory_love',
      text: `${lover.displayName} sent love to “A cold kitchen”`,
    })
  })

  it('tells the giver of a me too when the author loves it back, in the me-too-love family', async () => {
    const [author, giver] = await quickPeople(app, 'author', 'giver')
    const memory = await share(author.browser, { anonymous: true })
    await react(giver.browser, meToo(memory.shareable_link))
    const [given] = (await familyPage(author.browser, 'me_too')).results
    expect(given).toBeDefined()
    const meToos = (await author.browser.get(INTERACTION_PATHS.meToos(memory.shareable_link))).json() as {
      results: { id: number }[]
    }
    const res = await react(author.browser, {
      target: 'me_too',
      me_too_id: meToos.results[0]!.id,
      reaction: 'love',
    })
    expect(res.statusCode).toBe(201)
    const told = only((await familyPage(giver.browser, 'me_too_love')).results)
    // The memory is anonymous: its author stays unnamed in what the giver is told.
    expect(told).toMatchObject({
      type: 'love_back',
      family: 'me_too_love',
      actors: { people: [], count: 1 },
      target: { kind: 'me_too' },
      text: 'The author sent love back for your me too on “A cold kitchen”',
    })
    expect(JSON.stringify(told)).not.toContain(author.publicId)
  })

  it('tells the author of comments, the commenter of replies, and the commenter of love on a comment', async () => {
    const [author, reader, other] = await quickPeople(app, 'author', 'reader', 'other')
    const memory = await share(author.browser)
    const first = await comment(reader.browser, memory.shareable_link, 'This is my story too.')
    clock.advance(MINUTE)
    expect(only((await familyPage(author.browser, 'general')).results)).toMatchObject({
      type: 'comment',
      text: `${reader.displayName} commented on “A cold kitchen”`,
    })

    await comment(other.browser, memory.shareable_link, 'Same here.', String(first.id))
    const reply = only((await familyPage(reader.browser, 'general')).results)
    expect(reply).toMatchObject({
      type: 'reply',
      target: { kind: 'comment', comment_id: first.id },
      text: `${other.displayName} replied to your comment on “A cold kitchen”`,
      link: `/memories/m/${memory.shareable_link}#comment-${first.id}`,
    })
    // The author hears of the reply as discussion on their memory: one comment group, two people.
    const onMemory = only((await familyPage(author.browser, 'general')).results)
    expect(onMemory.actors.count).toBe(2)
    expect(onMemory.text).toBe(`${other.displayName} and 1 other commented on “A cold kitchen”`)

    await react(author.browser, { target: 'comment', comment_id: Number(first.id), reaction: 'love' })
    const general = (await familyPage(reader.browser, 'general')).results
    expect(general.map((n) => n.type)).toEqual(['comment_love', 'reply'])
  })

  it('tells the author of votes, naming only voters who allow it, and of kind words without names', async () => {
    const [author, listed, unlisted] = await quickPeople(app, 'author', 'listed', 'unlisted')
    const memory = await share(author.browser, { title: 'Sunday visits' })
    // Unlisted until they choose to be listed (decision 057).
    await listed.browser.patch(CONNECTION_PATHS.settings, { listed_as_voter: true })
    await unlisted.browser.post(INTERACTION_PATHS.vote, { shareable_link: memory.shareable_link })
    await listed.browser.post(INTERACTION_PATHS.vote, { shareable_link: memory.shareable_link })
    const vote = only((await familyPage(author.browser, 'general')).results)
    expect(vote.actors).toEqual({
      people: [{ public_id: listed.publicId, display_name: listed.displayName }],
      count: 2,
    })
    expect(vote.text).toBe(`“Sunday visits” resonated with ${listed.displayName} and 1 other`)

    const phrases = (await listed.browser.get(`${INTERACTION_PATHS.feedbackList}?type=memory`)).json() as {
      results: { id: number }[]
    }
    const res = await listed.browser.post(INTERACTION_PATHS.feedback, {
      feedback_id: phrases.results[0]!.id,
      shareable_link: memory.shareable_link,
    })
    expect(res.statusCode).toBe(201)
    const words = (await familyPage(author.browser, 'general')).results[0]!
    expect(words).toMatchObject({ type: 'feedback', actors: { people: [], count: 1 } })
    expect(words.text).toBe('Someone sent you kind words on “Sunday visits”')
  })

  it('tells the person asked to connect, then the asker when accepted; the request counts as read', async () => {
    const [author, asker] = await quickPeople(app, 'author', 'asker')
    const memory = await share(author.browser)
    const asked = await asker.browser.post(CONNECTION_PATHS.request, {
      shareable_link: memory.shareable_link,
    })
    expect(asked.json()).toMatchObject({ outcome: 'requested' })
    const request = only((await familyPage(author.browser, 'general')).results)
    expect(request).toMatchObject({
      type: 'connection_request',
      target: { kind: 'connection', connection_id: (asked.json() as { id: number }).id },
      text: `${asker.displayName} asked to connect with you`,
      link: '/home',
      read: false,
    })
    await author.browser.post(CONNECTION_PATHS.accept(request.target.connection_id!))
    expect(only((await familyPage(author.browser, 'general')).results)).toMatchObject({
      read: true,
      seen: true,
    })
    expect(only((await familyPage(asker.browser, 'general')).results)).toMatchObject({
      type: 'connection_accepted',
      text: `${author.displayName} accepted your request to connect`,
    })
  })
})

describe('a memory its recipient can no longer read', () => {
  it('is neither named nor linked, and is again once they may read it; a page is one statement', async () => {
    const [author, reader] = await quickPeople(app, 'author', 'reader')
    const memory = await share(author.browser, { title: 'The attic' })
    const first = await comment(reader.browser, memory.shareable_link, 'I hid there too.')
    await comment(author.browser, memory.shareable_link, 'Thank you.', String(first.id))
    const linked = {
      target: { memory: { shareable_link: memory.shareable_link, title: 'The attic' } },
      text: `${author.displayName} replied to your comment on “The attic”`,
      link: `/memories/m/${memory.shareable_link}#comment-${first.id}`,
    }
    expect(only((await familyPage(reader.browser, 'general')).results)).toMatchObject(linked)

    await author.browser.patch(MEMORY_PATHS.edit(memory.hash_id), { visibility: 'private' })
    const statements = countStatements(app.database.db)
    const hidden = only((await familyPage(reader.browser, 'general')).results)
    expect(statements.stop()).toBe(1)
    expect(hidden).toMatchObject({ target: { memory: null }, link: '/home' })
    expect(JSON.stringify(hidden)).not.toContain('The attic')
    // Its author still reads it, and is still told of it by name.
    expect(JSON.stringify((await familyPage(author.browser, 'general')).results)).toContain('The attic')

    await author.browser.patch(MEMORY_PATHS.edit(memory.hash_id), { visibility: 'public' })
    expect(only((await familyPage(reader.browser, 'general')).results)).toMatchObject(linked)
  })
})

describe('nobody is told of their own doing, or by someone they blocked or muted', () => {
  it('tells nobody when the author comments on their own memory', async () => {
    const author = await quickPerson(app, 'author')
    const memory = await share(author.browser)
    await comment(author.browser, memory.shareable_link, 'A note to myself.')
    expect(await allNotifications(author.browser)).toEqual([])
  })

  it('tells nothing from a blocked person, either way, and forgets what they did before', async () => {
    const [author, blocked] = await quickPeople(app, 'author', 'blocked')
    const memory = await share(author.browser)
    await react(blocked.browser, love(memory.shareable_link))
    expect((await familyPage(author.browser, 'memory_love')).results).toHaveLength(1)
    await block(app, author.id, blocked.id)
    expect((await familyPage(author.browser, 'memory_love')).results).toEqual([])

    const other = await share(blocked.browser)
    await comment(author.browser, other.shareable_link, 'Blocked people cannot read this anyway.').catch(
      () => {},
    )
    expect(await allNotifications(blocked.browser)).toEqual([])
  })

  it('tells nothing from a muted person', async () => {
    const [author, muted] = await quickPeople(app, 'author', 'muted')
    await mute(app, author.id, muted.id)
    const memory = await share(author.browser)
    await react(muted.browser, meToo(memory.shareable_link))
    expect(await allNotifications(author.browser)).toEqual([])
  })
})

describe('grouping (SPEC §7)', () => {
  it('groups me toos on one memory within 12 hours, newest first, and starts anew after', async () => {
    const author = await quickPerson(app, 'author')
    const memory = await share(author.browser, { title: 'Moving house' })
    const givers = [
      await quickPerson(app, 'first'),
      await quickPerson(app, 'second'),
      await quickPerson(app, 'third'),
    ]
    for (const giver of givers) {
      await react(giver.browser, meToo(memory.shareable_link, { anonymous: giver === givers[1] }))
      clock.advance(4 * MINUTE)
    }
    const grouped = only((await familyPage(author.browser, 'me_too')).results)
    expect(grouped.actors).toEqual({
      people: [givers[2]!, givers[0]!].map((p) => ({ public_id: p.publicId, display_name: p.displayName })),
      count: 3,
    })
    expect(grouped.text).toBe(`${givers[2]!.displayName} and 2 others said me too to “Moving house”`)

    // Within 12 hours of the group's first me too, another joins it; from 12 hours on, one starts anew.
    clock.advance(12 * HOUR - 13 * MINUTE)
    const inTime = await quickPerson(app, 'intime')
    await react(inTime.browser, meToo(memory.shareable_link))
    clock.advance(2 * MINUTE)
    const late = await quickPerson(app, 'late')
    await react(late.browser, meToo(memory.shareable_link))
    const authorNow = await signInAgain(app, author.email)
    const page = await familyPage(authorNow, 'me_too')
    expect(page.results.map((n) => n.actors.count)).toEqual([1, 4])
    expect(page.results[0]!.actors.people[0]!.public_id).toBe(late.publicId)
  })

  it('makes a seen group new again when someone joins it', async () => {
    const author = await quickPerson(app, 'author')
    const memory = await share(author.browser)
    await react((await quickPerson(app, 'one')).browser, love(memory.shareable_link))
    expect((await author.browser.get('/notifications/mark-all-as-seen')).statusCode).toBe(200)
    expect((await familyPage(author.browser, 'memory_love')).unseen_count).toBe(0)
    await react((await quickPerson(app, 'two')).browser, love(memory.shareable_link))
    const page = await familyPage(author.browser, 'memory_love')
    expect(page.unseen_count).toBe(1)
    expect(only(page.results)).toMatchObject({ seen: false, actors: { count: 2 } })
  })

  it('keeps one group and an exact count when 20 people say me too at once', async () => {
    const author = await quickPerson(app, 'author')
    const memory = await share(author.browser)
    const givers = await Promise.all(Array.from({ length: 20 }, (_, i) => quickPerson(app, `many${i}`)))
    await Promise.all(givers.map((giver) => react(giver.browser, meToo(memory.shareable_link))))
    const told = only((await familyPage(author.browser, 'me_too')).results)
    expect(told.actors.count).toBe(20)
    expect(told.actors.people).toHaveLength(3)
  })
})

describe('taking things back', () => {
  it('takes the giver out when a me too is taken back, and the notification when nobody is left', async () => {
    const [author, a, b] = await quickPeople(app, 'author', 'a', 'b')
    const memory = await share(author.browser)
    await react(a.browser, meToo(memory.shareable_link))
    await react(b.browser, meToo(memory.shareable_link))
    await unreact(b.browser, { target: 'memory', shareable_link: memory.shareable_link, reaction: 'me_too' })
    expect(only((await familyPage(author.browser, 'me_too')).results).actors).toEqual({
      people: [{ public_id: a.publicId, display_name: a.displayName }],
      count: 1,
    })
    await unreact(a.browser, { target: 'memory', shareable_link: memory.shareable_link, reaction: 'me_too' })
    expect((await familyPage(author.browser, 'me_too')).results).toEqual([])
  })

  it('takes a memory’s notifications with it when it is deleted, and a comment’s with the comment', async () => {
    const [author, reader] = await quickPeople(app, 'author', 'reader')
    const memory = await share(author.browser)
    const mine = await comment(reader.browser, memory.shareable_link, 'Thank you.')
    const loved = await react(author.browser, {
      target: 'comment',
      comment_id: Number(mine.id),
      reaction: 'love',
    })
    expect(loved.statusCode, loved.body).toBe(201)
    await react(reader.browser, love(memory.shareable_link))
    expect(await allNotifications(reader.browser)).toHaveLength(1)
    const deleted = await reader.browser.delete(COMMENT_PATHS.one(mine.id))
    expect(deleted.statusCode).toBe(204)
    expect(await allNotifications(reader.browser)).toEqual([])

    expect((await author.browser.delete(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(204)
    expect(await allNotifications(author.browser)).toEqual([])
  })
})

describe('export and erasure', () => {
  it('exports what a person was told, counting others without naming them', async () => {
    const [author, giver] = await quickPeople(app, 'author', 'giver')
    const memory = await share(author.browser)
    await react(giver.browser, meToo(memory.shareable_link))
    await author.browser.patch('/api/v1/notifications/settings', { types: { vote: false } })
    const res = await author.browser.get('/api/v1/account/export')
    expect(res.statusCode).toBe(200)
    const exported = res.json() as { notifications: unknown[]; notification_types_turned_off: string[] }
    expect(exported.notifications).toEqual([
      expect.objectContaining({ type: 'me_too', people: 1, seen: false, read: false }),
    ])
    expect(exported.notification_types_turned_off).toEqual(['vote'])
    expect(res.body).not.toContain(giver.displayName)
    expect(res.body).not.toContain(giver.publicId)
  })

  it('takes an erased person out of everyone’s notifications', async () => {
    const [author, leaving, staying] = await quickPeople(app, 'author', 'leaving', 'staying')
    const memory = await share(author.browser)
    await react(leaving.browser, love(memory.shareable_link))
    await react(staying.browser, love(memory.shareable_link))
    await react(leaving.browser, meToo(memory.shareable_link))
    await app.database.db.delete(users).where(eq(users.id, leaving.id))
    const left = await allNotifications(author.browser)
    expect(left.map((n) => [n.type, n.actors.count])).toEqual([['memory_love', 1]])
    expect(JSON.stringify(left)).not.toContain(leaving.publicId)
  })
})
