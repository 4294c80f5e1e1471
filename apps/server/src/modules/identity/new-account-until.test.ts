import { describe, expect, it } from 'vitest'
import { CONNECTION_PATHS, NEW_ACCOUNT_MESSAGE } from '@kindred/contract/connections'
import { UserResponseSchema, type User } from '@kindred/contract/identity'
import { DAY, HOUR, MINUTE } from '../../lib/clock'
import { grownPerson } from '../../../test/connection-fixtures'
import { buildIdentityApp, GOOD_PASSWORD } from '../../../test/identity-fixtures'
import { liftedLimits } from '../../../test/lifted-limits'
import { person, personAged, share } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// SPEC §3.6: accounts under NEW_ACCOUNT_HOURS (24) old ask no one to connect. Every answer about the
// signed-in person says until when, so the app tells them before they write a request (decision 037).
// Every account here signs up from one address: only sign-up's own limits are lifted.
const SIGN_UP = liftedLimits('loginPerIp', 'mailRequestsPerIp')

type Someone = Awaited<ReturnType<typeof person>>

async function me(someone: Pick<Someone, 'browser'>): Promise<User> {
  const res = await someone.browser.get('/api/v1/auth/me')
  expect(res.statusCode, res.body).toBe(200)
  return UserResponseSchema.parse(res.json()).user
}

const askFrom = (someone: Someone, link: string) =>
  someone.browser.post(CONNECTION_PATHS.request, { shareable_link: link })

const built = await buildIdentityApp({ RATE_LIMITS: SIGN_UP })

describe('new_account on the signed-in person (decision 037)', () => {
  it('says when a brand-new account may ask to connect: a day after it was made', async () => {
    const { app, mailbox } = built
    const young = await person(app, mailbox)
    const user = await me(young)
    expect(user.new_account).toEqual({
      until: new Date(Date.parse(user.created_at) + DAY).toISOString(),
    })
  })

  it('is the moment asking is refused until, and allowed from; then it is null', async () => {
    const { app, mailbox, clock } = built
    const author = await grownPerson(app, mailbox, clock)
    const memory = await share(author.browser)
    const almost = await personAged(app, mailbox, clock, DAY - 10 * MINUTE)
    const until = new Date(almost.createdAt.getTime() + DAY).toISOString()
    expect((await me(almost)).new_account).toEqual({ until })

    clock.advance(10 * MINUTE - 1)
    const early = await askFrom(almost, memory.shareable_link)
    expect(early.statusCode).toBe(403)
    expect(early.json().message).toBe(NEW_ACCOUNT_MESSAGE)
    expect((await me(almost)).new_account).toEqual({ until })

    clock.advance(1)
    expect(clock.now().toISOString()).toBe(until)
    expect((await me(almost)).new_account).toBeNull()
    expect((await askFrom(almost, memory.shareable_link)).statusCode).toBe(201)
  })

  it('is null for an account a day old or older: there is no wait', async () => {
    const { app, mailbox, clock } = built
    expect((await me(await personAged(app, mailbox, clock, DAY))).new_account).toBeNull()
    expect((await me(await personAged(app, mailbox, clock, 30 * DAY))).new_account).toBeNull()
  })

  it('comes with signing in too, so the app knows it from the first screen', async () => {
    const { app, mailbox } = built
    const young = await person(app, mailbox)
    const browser = new TestBrowser(app)
    const login = await browser.post('/api/v1/auth/login', { email: young.email, password: GOOD_PASSWORD })
    expect(login.statusCode, login.body).toBe(200)
    const { user } = UserResponseSchema.parse(login.json())
    expect(user.new_account?.until).toBe(new Date(Date.parse(user.created_at) + DAY).toISOString())
  })
})

describe('NEW_ACCOUNT_HOURS', () => {
  it('0: a brand-new account has no wait, and new_account is null', async () => {
    const { app, mailbox } = await buildIdentityApp({ RATE_LIMITS: SIGN_UP, NEW_ACCOUNT_HOURS: '0' })
    expect((await me(await person(app, mailbox))).new_account).toBeNull()
  })

  it('48: the wait ends two days after the account was made', async () => {
    const { app, mailbox } = await buildIdentityApp({ RATE_LIMITS: SIGN_UP, NEW_ACCOUNT_HOURS: '48' })
    const user = await me(await person(app, mailbox))
    expect(user.new_account?.until).toBe(new Date(Date.parse(user.created_at) + 48 * HOUR).toISOString())
  })
})
