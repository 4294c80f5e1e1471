import { describe, expect, it } from 'vitest'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { loadConfig } from '../../config'
import { buildIdentityApp } from '../../../test/identity-fixtures'
import { liftedLimits } from '../../../test/lifted-limits'
import { grownPerson } from '../../../test/connection-fixtures'
import { person, share } from '../../../test/memory-fixtures'

// How long an account counts as new is configuration like every number of SPEC §3.6.
describe('NEW_ACCOUNT_HOURS', () => {
  it('sets how long a new account waits before asking to connect; 0 lets it ask at once', async () => {
    const { app, mailbox, clock } = await buildIdentityApp({
      NEW_ACCOUNT_HOURS: '0',
      RATE_LIMITS: liftedLimits('loginPerIp', 'mailRequestsPerIp', 'memoriesPerUser'),
    })
    const author = await grownPerson(app, mailbox, clock)
    const memory = await share(author.browser)
    const young = await person(app, mailbox)
    const res = await young.browser.post(CONNECTION_PATHS.request, { shareable_link: memory.shareable_link })
    expect(res.statusCode, res.body).toBe(201)
  })

  it('defaults to 24 hours and refuses what is not a whole number of hours', () => {
    const base = { APP_URL: 'http://localhost:3000' }
    expect(loadConfig(base).newAccountMs).toBe(24 * 3_600_000)
    expect(loadConfig({ ...base, NEW_ACCOUNT_HOURS: '48' }).newAccountMs).toBe(48 * 3_600_000)
    for (const bad of ['-1', 'a day', '1.5', '100000'])
      expect(() => loadConfig({ ...base, NEW_ACCOUNT_HOURS: bad }), bad).toThrow(/NEW_ACCOUNT_HOURS/)
  })
})
