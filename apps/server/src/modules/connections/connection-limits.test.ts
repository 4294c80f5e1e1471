import { STATUS_CODES } from 'node:http'
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { CONNECTION_PATHS, NEW_ACCOUNT_MESSAGE } from '@kindred/contract/connections'
import { DAY, MINUTE } from '../../lib/clock'
import { queryRows } from '../../lib/query-rows'
import { ask, buildConnectionsApp, grownPerson } from '../../../test/connection-fixtures'
import { person, share } from '../../../test/memory-fixtures'

// The request limit as configured (20 a day, SPEC §3.6); the others lifted.
const { app, mailbox, clock, grown } = await buildConnectionsApp(['connectionRequestsPerUser'])
const author = await grown()
const memory = await share(author.browser)

async function snapshot() {
  const [row] = await queryRows<Record<string, unknown>>(
    app.database.db,
    sql`select (select count(*) from connections)::int as connections,
      (select md5(coalesce(string_agg(c::text, '|' order by c.id), '')) from connections c) as connections_digest,
      (select count(*) from user_blocks)::int as blocks,
      (select count(*) from user_mutes)::int as mutes,
      (select md5(coalesce(string_agg(s::text, '|' order by s.user_id), '')) from interaction_settings s) as settings`,
  )
  return row!
}

describe('new accounts (SPEC §3.6: no connection requests in the first 24 hours)', () => {
  it('refuses a request from an account under a day old, and allows it from a day on', async () => {
    const young = await person(app, mailbox)
    const refused = await young.browser.post(CONNECTION_PATHS.request, {
      shareable_link: memory.shareable_link,
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(NEW_ACCOUNT_MESSAGE)

    const almost = await grownPerson(app, mailbox, clock, DAY - MINUTE)
    const before = await snapshot()
    expect(
      (await almost.browser.post(CONNECTION_PATHS.request, { shareable_link: memory.shareable_link }))
        .statusCode,
    ).toBe(403)
    expect(await snapshot()).toEqual(before)

    clock.advance(MINUTE)
    expect(
      (await almost.browser.post(CONNECTION_PATHS.request, { shareable_link: memory.shareable_link }))
        .statusCode,
    ).toBe(201)
  })

  it('still lets a new account answer a request, or accept one by asking back', async () => {
    const young = await person(app, mailbox)
    const theirs = await share(young.browser)
    const other = await grown()
    const { id } = await ask(author.browser, theirs.shareable_link)
    await ask(other.browser, theirs.shareable_link)
    expect((await young.browser.post(CONNECTION_PATHS.accept(id))).statusCode).toBe(200)
    const back = await young.browser.post(CONNECTION_PATHS.request, {
      shareable_link: (await share(other.browser)).shareable_link,
    })
    expect(back.statusCode).toBe(200)
    expect(back.json().outcome).toBe('accepted_their_request')
  })
})

describe('the request limit', () => {
  it('answers the 21st request of a day with 429 and Retry-After', async () => {
    const asker = await grown()
    const post = () => asker.browser.post(CONNECTION_PATHS.request, { shareable_link: memory.shareable_link })
    expect((await post()).statusCode).toBe(201)
    for (let i = 2; i <= 20; i++) expect((await post()).statusCode, `request ${i}`).toBe(200)
    const refused = await post()
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Another person is not affected.
    const other = await grown()
    expect(
      (await other.browser.post(CONNECTION_PATHS.request, { shareable_link: memory.shareable_link }))
        .statusCode,
    ).toBe(201)
  })
})

// What an answer to bad input must look like: the one error shape of SPEC §2, nothing internal.
const LEAK =
  /select |insert |delete from|syntax error|postgres|pglite|drizzle|node_modules|stack|\.ts:\d+|FST_ERR/i
function expectRefused(res: LightMyRequestResponse, label: string) {
  const said = `${label} → ${res.statusCode} ${res.body.slice(0, 200)}`
  expect(res.statusCode, said).toBe(422)
  expect(res.json(), said).toMatchObject({
    statusCode: 422,
    error: STATUS_CODES[422],
    message: expect.any(String),
    code: expect.stringMatching(/^[A-Z_]+$/),
    fields: expect.arrayContaining([expect.objectContaining({ path: expect.any(String) })]),
  })
  expect(res.body, said).not.toMatch(LEAK)
}

describe('bad input (422, nothing changed)', () => {
  it('is refused on every call, and no row changes', async () => {
    const me = await grown()
    const link = memory.shareable_link
    const before = await snapshot()
    const links = (n: number) => Array.from({ length: n }, (_, i) => `memory-${i}`)
    const calls: [string, () => Promise<LightMyRequestResponse>][] = [
      ['no link', () => me.browser.post(CONNECTION_PATHS.request, {})],
      [
        'a link that is not one',
        () => me.browser.post(CONNECTION_PATHS.request, { shareable_link: 'Not A Link' }),
      ],
      ['a number for a link', () => me.browser.post(CONNECTION_PATHS.request, { shareable_link: 5 })],
      [
        'a long message',
        () => me.browser.post(CONNECTION_PATHS.request, { shareable_link: link, message: 'x'.repeat(501) }),
      ],
      [
        'a control character',
        () => me.browser.post(CONNECTION_PATHS.request, { shareable_link: link, message: 'hi\u0007' }),
      ],
      [
        'a NUL',
        () => me.browser.post(CONNECTION_PATHS.request, { shareable_link: link, message: 'hi\u0000' }),
      ],
      [
        'a message object',
        () => me.browser.post(CONNECTION_PATHS.request, { shareable_link: link, message: {} }),
      ],
      ['an id that is not a number', () => me.browser.post(CONNECTION_PATHS.accept('abc'))],
      ['a zero id', () => me.browser.post(CONNECTION_PATHS.decline(0))],
      ['a huge id', () => me.browser.delete(CONNECTION_PATHS.remove('99999999999999999999'))],
      ['a bad public id', () => me.browser.post(CONNECTION_PATHS.block('Not-A-Person'))],
      ['a long public id', () => me.browser.post(CONNECTION_PATHS.mute('x'.repeat(41)))],
      ['an unknown status', () => me.browser.get(`${CONNECTION_PATHS.mine}?status=declined`)],
      ['page zero', () => me.browser.get(`${CONNECTION_PATHS.mine}?page=0`)],
      [
        'a list page of text',
        () => me.browser.post(CONNECTION_PATHS.list, { shareable_link: link, page: 'x' }),
      ],
      ['no links', () => me.browser.post(CONNECTION_PATHS.status, { shareable_links: [] })],
      ['51 links', () => me.browser.post(CONNECTION_PATHS.status, { shareable_links: links(51) })],
      ['links as text', () => me.browser.post(CONNECTION_PATHS.status, { shareable_links: 'a,b' })],
      ['no setting', () => me.browser.patch(CONNECTION_PATHS.settings, {})],
      [
        'a setting as text',
        () => me.browser.patch(CONNECTION_PATHS.settings, { accepts_connection_requests: 'no' }),
      ],
      ['a blocked page of text', () => me.browser.get(`${CONNECTION_PATHS.blocked}?page=x`)],
    ]
    for (const [label, call] of calls) expectRefused(await call(), label)
    expect(await snapshot()).toEqual(before)
  })
})
