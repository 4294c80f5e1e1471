import { describe, expect, it } from 'vitest'
import { NOTIFICATION_PATHS, NOTIFICATION_TYPES } from '@kindred/contract/notifications'
import type { NotificationSettings } from '@kindred/contract/notifications-settings'
import { love, meToo, quickPerson, react } from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'
import { allNotifications, buildNotificationsApp, familyPage } from '../../../test/notification-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// Seen, read and mark-all (SPEC §7): only ever one's own; the state-changing GETs under the CSRF
// rules; each type can be turned off; bad input is a 422 that changes nothing.

const { app } = await buildNotificationsApp()

/** An author with one me-too and one love notification, and someone else. */
async function authorWithNews() {
  const author = await quickPerson(app, 'author')
  const memory = await share(author.browser)
  const giver = await quickPerson(app, 'giver')
  await react(giver.browser, meToo(memory.shareable_link))
  await react(giver.browser, love(memory.shareable_link))
  const [meTooNote] = (await familyPage(author.browser, 'me_too')).results
  const [loveNote] = (await familyPage(author.browser, 'memory_love')).results
  return { author, giver, memory, meTooId: meTooNote!.id, loveId: loveNote!.id }
}

describe('read and seen', () => {
  it('marks a me too read through its family, and refuses another person’s with 404', async () => {
    const { author, giver, meTooId } = await authorWithNews()
    const theirs = await giver.browser.post(NOTIFICATION_PATHS.meTooRead, { id: meTooId })
    expect(theirs.statusCode).toBe(404)
    expect((await familyPage(author.browser, 'me_too')).results[0]).toMatchObject({ read: false })

    const mine = await author.browser.post(NOTIFICATION_PATHS.meTooRead, { id: meTooId })
    expect(mine.statusCode).toBe(200)
    expect((await familyPage(author.browser, 'me_too')).results[0]).toMatchObject({ read: true, seen: true })
    expect((await familyPage(author.browser, 'me_too')).unseen_count).toBe(0)
  })

  it('marks love read by ids or all, within its family only', async () => {
    const { author, meTooId, loveId } = await authorWithNews()
    // A me-too id is not in the love family.
    expect(
      (await author.browser.post(NOTIFICATION_PATHS.memoryLoveRead, { ids: [meTooId] })).statusCode,
    ).toBe(404)
    expect((await author.browser.post(NOTIFICATION_PATHS.memoryLoveRead, { ids: [loveId] })).json()).toEqual({
      marked: 1,
    })
    expect((await author.browser.post(NOTIFICATION_PATHS.meTooLoveRead, { all: true })).json()).toEqual({
      marked: 0,
    })
    expect((await familyPage(author.browser, 'me_too')).results[0]!.read).toBe(false)
  })

  it('marks one seen or read through the state-changing GETs, 404 for someone else’s', async () => {
    const { author, giver, loveId } = await authorWithNews()
    expect((await giver.browser.get(NOTIFICATION_PATHS.seen(loveId))).statusCode).toBe(404)
    expect((await giver.browser.get(NOTIFICATION_PATHS.read(loveId))).statusCode).toBe(404)
    expect((await author.browser.get(NOTIFICATION_PATHS.seen(loveId))).statusCode).toBe(200)
    expect((await familyPage(author.browser, 'memory_love')).results[0]).toMatchObject({
      seen: true,
      read: false,
    })
    expect((await author.browser.get(NOTIFICATION_PATHS.read(loveId))).statusCode).toBe(200)
    expect((await familyPage(author.browser, 'memory_love')).results[0]).toMatchObject({
      seen: true,
      read: true,
    })
  })

  it('clears the bell with mark-all-as-seen, in every family', async () => {
    const { author } = await authorWithNews()
    expect((await author.browser.get(NOTIFICATION_PATHS.summary)).json()).toMatchObject({ total: 2 })
    expect((await author.browser.get(NOTIFICATION_PATHS.allSeen)).json()).toEqual({ marked: 2 })
    expect((await author.browser.get(NOTIFICATION_PATHS.summary)).json()).toEqual({
      unseen: { me_too: 0, me_too_love: 0, memory_love: 0, general: 0 },
      total: 0,
    })
    // Seen is not read: both are still unread.
    expect((await allNotifications(author.browser)).map((n) => n.read)).toEqual([false, false])
  })

  it('refuses the state-changing GETs from another site or without the CSRF header', async () => {
    const { author, loveId } = await authorWithNews()
    const crossSite = await author.browser.get(NOTIFICATION_PATHS.read(loveId), {
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.statusCode).toBe(403)
    const noHeader = await author.browser.get(NOTIFICATION_PATHS.allSeen, { auth: false })
    expect(noHeader.statusCode).toBe(403)
    expect((await familyPage(author.browser, 'memory_love')).results[0]).toMatchObject({
      seen: false,
      read: false,
    })
  })

  it('answers a visitor with 401 on every list', async () => {
    const visitor = new TestBrowser(app)
    for (const path of [
      NOTIFICATION_PATHS.meToo,
      NOTIFICATION_PATHS.meTooLove,
      NOTIFICATION_PATHS.memoryLove,
      NOTIFICATION_PATHS.general,
      NOTIFICATION_PATHS.summary,
      NOTIFICATION_PATHS.settings,
    ]) {
      expect((await visitor.get(path)).statusCode, path).toBe(401)
    }
  })
})

describe('bad input', () => {
  it('answers 422 and changes nothing', async () => {
    const { author, meTooId } = await authorWithNews()
    const bad: [string, unknown][] = [
      [NOTIFICATION_PATHS.meTooRead, { id: 'one' }],
      [NOTIFICATION_PATHS.meTooRead, { id: -1 }],
      [NOTIFICATION_PATHS.meTooRead, {}],
      [NOTIFICATION_PATHS.memoryLoveRead, { ids: [] }],
      [NOTIFICATION_PATHS.memoryLoveRead, { all: false }],
      [NOTIFICATION_PATHS.memoryLoveRead, { ids: [1], all: true }],
      [NOTIFICATION_PATHS.memoryLoveRead, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ]
    for (const [path, body] of bad) {
      expect((await author.browser.post(path, body)).statusCode, JSON.stringify(body)).toBe(422)
    }
    for (const query of ['?page=0', '?limit=101', '?page=abc', '?limit=-3']) {
      expect((await author.browser.get(`${NOTIFICATION_PATHS.general}${query}`)).statusCode, query).toBe(422)
    }
    for (const id of ['0', 'abc', '1.5', '99999999999999999999', '%00']) {
      expect((await author.browser.get(`/notifications/${id}/read/`)).statusCode, id).toBe(422)
    }
    expect(
      (await author.browser.patch(NOTIFICATION_PATHS.settings, { types: { nonsense: false } })).statusCode,
    ).toBe(422)
    expect((await author.browser.patch(NOTIFICATION_PATHS.settings, { types: {} })).statusCode).toBe(422)
    expect((await familyPage(author.browser, 'me_too')).results[0]).toMatchObject({
      id: meTooId,
      read: false,
    })
  })
})

describe('choosing which notifications come', () => {
  it('lists every type on by default, and a type turned off is not created from then on', async () => {
    const author = await quickPerson(app, 'author')
    const initial = (await author.browser.get(NOTIFICATION_PATHS.settings)).json() as NotificationSettings
    expect(initial.types).toEqual(NOTIFICATION_TYPES.map((type) => ({ type, enabled: true })))

    const res = await author.browser.patch(NOTIFICATION_PATHS.settings, { types: { me_too: false } })
    expect(res.statusCode).toBe(200)
    expect((res.json() as NotificationSettings).types.find((t) => t.type === 'me_too')).toEqual({
      type: 'me_too',
      enabled: false,
    })
    const memory = await share(author.browser)
    const giver = await quickPerson(app, 'giver')
    await react(giver.browser, meToo(memory.shareable_link))
    await react(giver.browser, love(memory.shareable_link))
    expect((await allNotifications(author.browser)).map((n) => n.type)).toEqual(['memory_love'])

    await author.browser.patch(NOTIFICATION_PATHS.settings, { types: { me_too: true } })
    await react((await quickPerson(app, 'later')).browser, meToo(memory.shareable_link))
    expect((await allNotifications(author.browser)).map((n) => n.type)).toEqual(['me_too', 'memory_love'])
  })
})
