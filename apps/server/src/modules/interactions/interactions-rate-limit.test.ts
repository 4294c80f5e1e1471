import { describe, expect, it } from 'vitest'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { DEFAULT_RATE_LIMITS } from '../../rate-limits'
import { buildIdentityApp } from '../../../test/identity-fixtures'
import { countsOf, love, meToo, quickPerson, react, unreact } from '../../../test/interaction-fixtures'
import { person, share } from '../../../test/memory-fixtures'

// Reactions, votes and feedback share one limit per person (SPEC §3.6: 300 an hour). Configured
// down to 3 here so the test stays fast; the limit is configuration, its rule the same.

const many = { limit: 100_000, windowMs: 3_600_000 }
const { app, mailbox, clock } = await buildIdentityApp({
  RATE_LIMITS: JSON.stringify({
    ...DEFAULT_RATE_LIMITS,
    memoriesPerUser: many,
    loginPerIp: many,
    mailRequestsPerIp: many,
    reactionsPerUser: { limit: 3 },
  }),
})
const author = await person(app, mailbox)
const giver = await quickPerson(app, 'giver')
const other = await quickPerson(app, 'other')
const memory = await share(author.browser)
const link = memory.shareable_link
const phrases = await giver.browser.get(`${INTERACTION_PATHS.feedbackList}?type=memory`)
const thanks = (phrases.json() as { results: { id: number }[] }).results[0]!.id

describe('the reactions limit', () => {
  it('counts gives and take-backs of reactions, votes and feedback together; the next is a 429', async () => {
    expect((await react(giver.browser, meToo(link))).statusCode).toBe(201)
    expect((await unreact(giver.browser, meToo(link))).statusCode).toBe(200)
    expect((await giver.browser.post(INTERACTION_PATHS.vote, { shareable_link: link })).statusCode).toBe(201)
    const over = [
      await react(giver.browser, love(link)),
      await giver.browser.post(INTERACTION_PATHS.feedback, { feedback_id: thanks, shareable_link: link }),
      await giver.browser.delete(INTERACTION_PATHS.vote, { shareable_link: link }),
    ]
    for (const res of over) {
      expect(res.statusCode).toBe(429)
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Nothing the refused calls asked for happened.
    expect(await countsOf(app, link)).toMatchObject({ me_too: 0, love: 0, votes: 1 })
    // Reads are not limited, and another person has their own allowance.
    expect((await giver.browser.get(`${INTERACTION_PATHS.voters}?shareable_link=${link}`)).statusCode).toBe(
      200,
    )
    expect((await react(other.browser, love(link))).statusCode).toBe(201)
  })

  it('gives the allowance back after the hour', async () => {
    clock.advance(DEFAULT_RATE_LIMITS.reactionsPerUser.windowMs + 1000)
    // The session's access token is short-lived: sign in again after the hour.
    await giver.browser.post('/api/v1/auth/refresh')
    expect((await react(giver.browser, love(link))).statusCode).toBe(201)
  })
})
