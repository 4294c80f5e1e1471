import { describe, expect, it } from 'vitest'
import { MODERATION_PATHS, type ReportReason } from '@kindred/contract/moderation'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue'
import { buildTestApp } from '../../../test/build-test-app'
import { quickPerson } from '../../../test/interaction-fixtures'
import { MEMBER_LIMITS, liftedLimits } from '../../../test/lifted-limits'
import { share } from '../../../test/memory-fixtures'
import { moderatorNamed, reportAndHide } from '../../../test/moderation-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// Report reasons in the reader's language (issue 38, decision 083): a report and a decision name a
// reason by id and slug, the same in every language; its words follow whoever reads.

const app = await buildTestApp({ env: { RATE_LIMITS: liftedLimits(...MEMBER_LIMITS, 'reportsPerUser') } })
const SPANISH = { 'accept-language': 'es' }
const reasonsOf = async (browser: TestBrowser, headers?: Record<string, string>) =>
  (await browser.get(MODERATION_PATHS.reasons(1), { headers })).json().results as ReportReason[]

describe('report reasons in Spanish', () => {
  it('offers the reasons to report a memory in Spanish, with the same ids, slugs and kinds', async () => {
    const visitor = new TestBrowser(app)
    const [en, es] = [await reasonsOf(visitor), await reasonsOf(visitor, SPANISH)]
    expect(es.map((r) => [r.id, r.slug, r.kind])).toEqual(en.map((r) => [r.id, r.slug, r.kind]))
    expect(es.find((r) => r.slug === 'harassment')!.label).toBe('Acoso o intimidación')
    expect(en.find((r) => r.slug === 'harassment')!.label).not.toBe('Acoso o intimidación')
  })

  it("names a decision's rule in the moderator's language in the log", async () => {
    const { browser: author } = await quickPerson(app, 'author')
    const { browser: reporter } = await quickPerson(app, 'reporter')
    const { browser: moderator } = await moderatorNamed(app, 'moderator')
    const memory = await share(author, { visibility: 'public' })
    const harassment = (await reasonsOf(reporter)).find((r) => r.slug === 'harassment')!
    await reportAndHide(reporter, moderator, memory.shareable_link, harassment)
    const latest = async (headers?: Record<string, string>) =>
      (await moderator.get(MODERATION_QUEUE_PATHS.log, { headers })).json().results[0]
    expect(await latest(SPANISH)).toMatchObject({ rule: 'harassment', rule_label: 'Acoso o intimidación' })
    expect(await latest()).toMatchObject({ rule: 'harassment', rule_label: harassment.label })
  })
})
