import { describe, expect, it } from 'vitest'
import { COMMENT_PATHS } from '@kindred/contract/comments'
import { buildIdentityApp } from '../../../test/identity-fixtures'
import { liftedLimits } from '../../../test/lifted-limits'
import { person, share } from '../../../test/memory-fixtures'

// commentsPerUser stays at its default (SPEC §3.6: 30 comments an hour).
const { app, mailbox } = await buildIdentityApp({
  RATE_LIMITS: liftedLimits('memoriesPerUser', 'memoryChangesPerUser', 'loginPerIp', 'mailRequestsPerIp'),
})
const author = await person(app, mailbox)
const talker = await person(app, mailbox)
const memory = await share(author.browser)

const post = (body: string) =>
  talker.browser.post(COMMENT_PATHS.create, { shareable_link: memory.shareable_link, body })

describe('the comments rate limit', () => {
  it('answers the 31st comment in an hour with 429 and Retry-After, and stores nothing', async () => {
    for (let i = 1; i <= 30; i++) expect((await post(`Comment number ${i}.`)).statusCode, `${i}`).toBe(201)
    const refused = await post('Comment number 31.')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    const list = await talker.browser.get(COMMENT_PATHS.list(memory.shareable_link, 1))
    expect(list.json().total).toBe(30)
    // Another person is not held back.
    expect(
      (
        await author.browser.post(COMMENT_PATHS.create, {
          shareable_link: memory.shareable_link,
          body: 'Hi.',
        })
      ).statusCode,
    ).toBe(201)
  })
})
