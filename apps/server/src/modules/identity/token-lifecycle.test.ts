import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { TokenKind } from '@kindred/contract/identity'
import { authTokens, outbox } from '../../db/schema/index'
import { DAY, MINUTE } from '../../lib/clock'
import { sha256 } from '../../lib/secrets'
import { buildIdentityApp, GOOD_PASSWORD, newEmail, signedUpBrowser } from '../../../test/identity-fixtures'
import { tokenFrom, type ReceivedMail } from '../../../test/mailbox'
import { liftedLimits } from '../../../test/lifted-limits'
import { TestBrowser } from '../../../test/test-browser'

const { app, mailbox, clock } = await buildIdentityApp({
  RATE_LIMITS: liftedLimits('mailRequestsPerIp', 'tokenConfirmationsPerIp', 'accountRequestsPerUser'),
})
const { db } = app.database
const NEW_PASSWORD = 'a brand new passphrase'

/** Waits for the next mail to `to` with this subject, after `send` asks for it. */
async function nextMail(to: string, subject: RegExp, send: () => Promise<{ statusCode: number }>) {
  const matching = () => mailbox.sentTo(to).filter((m) => subject.test(m.subject))
  const before = matching().length
  expect((await send()).statusCode).toBe(202)
  await expect.poll(() => matching().length).toBeGreaterThan(before)
  return matching().at(-1)!
}

type Headers = Record<string, string>
interface Kind {
  kind: TokenKind
  lifetime: number
  endpoint: string
  /** The SPA page the emailed link opens. */
  page: string
  setsPassword: boolean
  /** A person ready to receive tokens of this kind; `issue` emails them a new one. */
  setUp(): Promise<{ issue(headers?: Headers): Promise<ReceivedMail> }>
}

const KINDS: Kind[] = [
  {
    kind: 'account_verification',
    lifetime: DAY,
    endpoint: '/api/v1/auth/verify-email',
    page: '/auth/verify',
    setsPassword: false,
    async setUp() {
      const email = newEmail()
      const browser = new TestBrowser(app)
      let registered = false
      return {
        issue: (headers) =>
          nextMail(email, /Confirm your email/, () => {
            const first = !registered
            registered = true
            return first
              ? browser.post('/api/v1/auth/register', { email, password: GOOD_PASSWORD }, { headers })
              : browser.post('/api/v1/auth/resend-verification', { email }, { headers })
          }),
      }
    },
  },
  {
    kind: 'reset_password',
    lifetime: 30 * MINUTE,
    endpoint: '/api/v1/auth/password/reset',
    page: '/auth/reset-password',
    setsPassword: true,
    async setUp() {
      const { browser, email } = await signedUpBrowser(app, mailbox)
      return {
        issue: (headers) =>
          nextMail(email, /Reset your Kindred password/, () =>
            browser.post('/api/v1/auth/password/forgot', { email }, { headers }),
          ),
      }
    },
  },
  {
    kind: 'change_password',
    lifetime: 30 * MINUTE,
    endpoint: '/api/v1/auth/password/change/confirm',
    page: '/auth/confirm-password',
    setsPassword: true,
    async setUp() {
      const { browser, email } = await signedUpBrowser(app, mailbox)
      const body = { current_password: GOOD_PASSWORD }
      return {
        issue: (headers) =>
          nextMail(email, /Change your Kindred password/, () =>
            browser.post('/api/v1/auth/password/change/request', body, { headers }),
          ),
      }
    },
  },
  {
    kind: 'change_email',
    lifetime: DAY,
    endpoint: '/api/v1/auth/email/change/confirm',
    page: '/auth/confirm-email',
    setsPassword: false,
    async setUp() {
      const { browser } = await signedUpBrowser(app, mailbox)
      return {
        issue: (headers) => {
          const to = newEmail('new')
          const body = { new_email: to, current_password: GOOD_PASSWORD }
          return nextMail(to, /Confirm your new email/, () =>
            browser.post('/api/v1/auth/email/change/request', body, { headers }),
          )
        },
      }
    },
  },
]

/** Uses a token at a kind's endpoint from a fresh browser, as someone opening the link would. */
const useAt = ({ endpoint, setsPassword }: Kind, token: string) =>
  new TestBrowser(app).post(endpoint, setsPassword ? { token, password: NEW_PASSWORD } : { token })

const expectInvalid = (res: { statusCode: number; json(): { code: string } }) => {
  expect(res.statusCode).toBe(400)
  expect(res.json().code).toBe('INVALID_TOKEN')
}

describe.each(KINDS)('$kind tokens', (current) => {
  const { kind, lifetime, page, setUp } = current
  const tokenOf = (mail: ReceivedMail) => tokenFrom(mail, page)
  const use = (token: string) => useAt(current, token)

  it('work once; a second use is INVALID_TOKEN', async () => {
    const token = tokenOf(await (await setUp()).issue())
    expect((await use(token)).statusCode).toBe(200)
    expectInvalid(await use(token))
  })

  it("fail at every other kind's endpoint, without being used up", async () => {
    const token = tokenOf(await (await setUp()).issue())
    for (const other of KINDS.filter((k) => k.kind !== kind)) {
      expectInvalid(await useAt(other, token))
    }
    expect((await use(token)).statusCode).toBe(200)
  })

  it('are voided by a newer token of the same kind', async () => {
    const person = await setUp()
    const older = tokenOf(await person.issue())
    const newer = tokenOf(await person.issue())
    expectInvalid(await use(older))
    expect((await use(newer)).statusCode).toBe(200)
  })

  it(`work until, and not after, their lifetime (${lifetime / MINUTE} min)`, async () => {
    const inTime = tokenOf(await (await setUp()).issue())
    const late = tokenOf(await (await setUp()).issue())
    clock.advance(lifetime - MINUTE)
    expect((await use(inTime)).statusCode).toBe(200)
    clock.advance(2 * MINUTE)
    expectInvalid(await use(late))
  })

  it('succeed exactly once when 20 people use one at the same time', async () => {
    const token = tokenOf(await (await setUp()).issue())
    const results = await Promise.all(Array.from({ length: 20 }, () => use(token)))
    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([200, ...Array(19).fill(400)])
  })

  it('are stored only as a SHA-256 hash: no table holds the emailed token', async () => {
    const token = tokenOf(await (await setUp()).issue())
    const [row] = await db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(token)))
    expect(row?.kind).toBe(kind)
    // The outbox deletes a mail once it is sent; wait for that, then look at every row of every table.
    await expect.poll(() => db.$count(outbox)).toBe(0)
    const tables = await db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
    for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) {
      const hits = await db.execute(
        sql`select 1 from ${sql.identifier(name)} t where strpos(t::text, ${token}) > 0`,
      )
      expect((hits as unknown as { rows: unknown[] }).rows, name).toEqual([])
    }
  })

  it('are emailed as a link to the configured origin, whatever Host the request names', async () => {
    const mail = await (await setUp()).issue({ host: 'evil.test', 'x-forwarded-host': 'evil.test' })
    expect(mail.text).toContain(`http://localhost:3000${page}#token=${tokenOf(mail)}`)
    expect(mail.text).not.toContain('evil.test')
  })
})
