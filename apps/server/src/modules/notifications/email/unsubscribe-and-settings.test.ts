import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import type { NotificationSettings, UnsubscribeResult } from '@kindred/contract/notifications-settings'
import { notificationEmailSettings, users } from '../../../db/schema'
import { MINUTE } from '../../../lib/clock'
import { loadServerKey } from '../../../lib/server-keys'
import { deriveToken } from '../../../lib/secrets'
import { meToo, quickPerson, react } from '../../../../test/interaction-fixtures'
import { share } from '../../../../test/memory-fixtures'
import { buildNotificationsApp } from '../../../../test/notification-fixtures'
import {
  chooseEmail,
  deliverDue,
  notificationMails,
  settingsOf,
  unsubscribeTokenOf,
} from '../../../../test/email-fixtures'

// One-click unsubscribe (RFC 8058) and the email settings (issue 26).

const { app, mailbox, clock } = await buildNotificationsApp()

/** A person with immediate mail, and the first mail they received. */
async function mailedPerson() {
  const author = await quickPerson(app, 'author')
  await chooseEmail(author.browser, { mode: 'immediate' })
  const memory = await share(author.browser)
  const giver = await quickPerson(app, 'giver')
  await react(giver.browser, meToo(memory.shareable_link))
  clock.advance(5 * MINUTE)
  await deliverDue(app)
  const [mail] = notificationMails(mailbox, author.email)
  if (!mail) throw new Error('no notification mail')
  const meTooAgain = async () => {
    const another = await quickPerson(app, 'giver')
    await react(another.browser, meToo(memory.shareable_link))
  }
  return { author, mail, meTooAgain }
}

/** What a mail client sends for "Unsubscribe": a form POST with no cookie, origin or CSRF token. */
const oneClick = (token: string) =>
  app.inject({
    method: 'POST',
    url: `${NOTIFICATION_PATHS.emailUnsubscribe}?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  })

describe('one-click unsubscribe', () => {
  it('every mail carries the RFC 8058 headers', async () => {
    const { mail } = await mailedPerson()
    expect(mail.headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/v1\/notifications\/email\/unsubscribe\?token=[^>]+>\r?$/m,
    )
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
  })

  it('a POST without a session turns email off; the settings say the link did it; no more mail', async () => {
    const { author, mail, meTooAgain } = await mailedPerson()
    const res = await oneClick(unsubscribeTokenOf(mail))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ email: { mode: 'off' } } satisfies UnsubscribeResult)
    const { email } = await settingsOf(author.browser)
    expect(email.mode).toBe('off')
    expect(email.turned_off).toEqual({ at: clock.now().toISOString(), by: 'unsubscribe_link' })

    await meTooAgain()
    clock.advance(6 * MINUTE)
    await deliverDue(app)
    expect(notificationMails(mailbox, author.email)).toHaveLength(1)
  })

  it('a used link does not turn email off again once the person chose it anew', async () => {
    const { author, mail } = await mailedPerson()
    const token = unsubscribeTokenOf(mail)
    expect((await oneClick(token)).statusCode).toBe(200)
    const chosen = await chooseEmail(author.browser, { mode: 'daily' })
    expect(chosen.email.turned_off).toBeNull()
    const again = await oneClick(token)
    expect(again.statusCode).toBe(410)
    expect(again.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_USED' })
    expect((await settingsOf(author.browser)).email).toMatchObject({ mode: 'daily', turned_off: null })
  })

  it('a link used after the person turned email off in the settings leaves "turned off by you" as it was', async () => {
    const { author, mail } = await mailedPerson()
    await chooseEmail(author.browser, { mode: 'off' })
    clock.advance(MINUTE)
    expect((await oneClick(unsubscribeTokenOf(mail))).statusCode).toBe(200)
    expect((await settingsOf(author.browser)).email).toMatchObject({ mode: 'off', turned_off: null })
  })

  it('a forged or altered token changes nothing', async () => {
    const { author, mail } = await mailedPerson()
    const other = await mailedPerson()
    const token = unsubscribeTokenOf(mail)
    const [, generation, mac] = token.split('.') as [string, string, string]
    const key = await loadServerKey(app.database.db, 'email-unsubscribe')
    const payload = `${author.id}.${generation}`
    const forged = [
      `${payload}.${'A'.repeat(43)}`,
      `${author.id}.${Number(generation) + 1}.${mac}`,
      `${other.author.id}.${generation}.${mac}`,
      // Signed with the right key, for another purpose.
      `${payload}.${deriveToken(key, 'kindred:something-else:v1', payload)}`,
      'not-a-token',
    ]
    for (const token of forged) {
      const res = await oneClick(token)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' })
    }
    expect((await settingsOf(author.browser)).email).toMatchObject({ mode: 'immediate', turned_off: null })
    expect((await settingsOf(other.author.browser)).email.mode).toBe('immediate')
  })

  it('a GET changes nothing and leads to the page that asks', async () => {
    const { author, mail } = await mailedPerson()
    const token = unsubscribeTokenOf(mail)
    const res = await app.inject({
      method: 'GET',
      url: `${NOTIFICATION_PATHS.emailUnsubscribe}?token=${encodeURIComponent(token)}`,
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`/email/unsubscribe?token=${encodeURIComponent(token)}`)
    expect((await settingsOf(author.browser)).email.mode).toBe('immediate')
  })

  it('the page may post it as JSON from a signed-in browser too', async () => {
    const { author, mail } = await mailedPerson()
    const url = `${NOTIFICATION_PATHS.emailUnsubscribe}?token=${encodeURIComponent(unsubscribeTokenOf(mail))}`
    expect((await author.browser.post(url, {})).statusCode).toBe(200)
    expect((await settingsOf(author.browser)).email.mode).toBe('off')
  })

  it('no other route takes a form', async () => {
    const { author } = await mailedPerson()
    const res = await author.browser.request('PATCH', NOTIFICATION_PATHS.settings, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=x',
    })
    expect(res.statusCode).toBe(415)
  })
})

describe('email settings', () => {
  it('are off for everyone until they choose', async () => {
    const someone = await quickPerson(app, 'someone')
    const { email } = await settingsOf(someone.browser)
    expect(email).toEqual({
      mode: 'off',
      detailed: false,
      digest_hour: 18,
      time_zone: 'UTC',
      types: expect.arrayContaining([{ type: 'me_too', enabled: true }]),
      address_verified: true,
      turned_off: null,
    } satisfies NotificationSettings['email'])
  })

  it('say when the address is not confirmed', async () => {
    const someone = await quickPerson(app, 'someone')
    await app.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, someone.id))
    expect((await settingsOf(someone.browser)).email.address_verified).toBe(false)
  })

  it('keep what is chosen', async () => {
    const someone = await quickPerson(app, 'someone')
    const { email } = await chooseEmail(someone.browser, {
      mode: 'daily',
      detailed: true,
      digest_hour: 7,
      time_zone: 'Asia/Kolkata',
      types: { vote: false },
    })
    expect(email).toMatchObject({ mode: 'daily', detailed: true, digest_hour: 7, time_zone: 'Asia/Kolkata' })
    expect(email.types).toContainEqual({ type: 'vote', enabled: false })
    expect((await settingsOf(someone.browser)).email).toEqual(email)
  })

  it.each([
    ['an hour past 23', { email: { digest_hour: 24 } }],
    ['a negative hour', { email: { digest_hour: -1 } }],
    ['an unknown time zone', { email: { time_zone: 'Mars/Olympus_Mons' } }],
    ['an unknown mode', { email: { mode: 'weekly' } }],
    ['an unknown type', { email: { types: { gossip: false } } }],
    ['nothing', {}],
    ['an empty email change', { email: {} }],
    ['an empty types change', { email: { types: {} } }],
  ])('refuse %s and change nothing', async (_name, patch) => {
    const someone = await quickPerson(app, 'someone')
    await chooseEmail(someone.browser, { mode: 'immediate' })
    const before = await settingsOf(someone.browser)
    const [row] = await app.database.db
      .select()
      .from(notificationEmailSettings)
      .where(eq(notificationEmailSettings.userId, someone.id))
    const res = await someone.browser.patch(NOTIFICATION_PATHS.settings, patch)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(await settingsOf(someone.browser)).toEqual(before)
    const [after] = await app.database.db
      .select()
      .from(notificationEmailSettings)
      .where(eq(notificationEmailSettings.userId, someone.id))
    expect(after).toEqual(row)
  })

  it('are in the export and go with the account', async () => {
    const someone = await quickPerson(app, 'someone')
    await chooseEmail(someone.browser, { mode: 'daily', time_zone: 'Europe/Berlin', types: { vote: false } })
    const exported = (await someone.browser.get('/api/v1/account/export')).json() as Record<string, unknown>
    expect(exported.notification_email).toMatchObject({
      mode: 'daily',
      detailed: false,
      digest_hour: 18,
      time_zone: 'Europe/Berlin',
      turned_off_at: null,
    })
    expect(exported.notification_types_not_emailed).toEqual(['vote'])
    await app.database.db.delete(users).where(eq(users.id, someone.id))
    expect(
      await app.database.db.$count(
        notificationEmailSettings,
        eq(notificationEmailSettings.userId, someone.id),
      ),
    ).toBe(0)
  })
})
