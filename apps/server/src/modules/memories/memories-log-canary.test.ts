import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences'
import { capturedLogs } from '../../../test/build-test-app'
import { buildMemoriesApp, person, share } from '../../../test/memory-fixtures'

const { app, mailbox } = await buildMemoriesApp()

describe('logs while memories are shared, searched and changed (SPEC §10, security-bar §1.12)', () => {
  it('never contain a title, a body, a search or a share link', async () => {
    const author = await person(app, mailbox)
    const canary = `canary${randomBytes(4).toString('hex')}`
    const memory = await share(author.browser, {
      title: `Title ${canary}`,
      body: `The body says ${canary} and a few more words to be long enough.`,
    })
    await author.browser.get(`${MEMORY_PATHS.search}?q=${canary}`)
    await author.browser.patch(MEMORY_PATHS.edit(memory.hash_id), {
      body: `Edited ${canary} body, long enough to keep.`,
    })
    await author.browser.get(`${MEMORY_PATHS.bulk}?shareable_links=${memory.shareable_link}`)
    await author.browser.post(PREFERENCE_PATHS.update, { theme: 999 })
    await author.browser.delete(MEMORY_PATHS.details(memory.hash_id))

    const logs = capturedLogs.join('')
    expect(logs).toContain('/memories/api/v1/search/')
    for (const secret of [canary, memory.shareable_link, author.email])
      expect(logs.includes(secret), `${secret} appears in the logs`).toBe(false)
  })
})
