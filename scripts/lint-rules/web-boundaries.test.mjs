// The web layering rule, run through ESLint with the repository's own configuration on probe files
// (never written to disk): each breach it exists for fails, and the imports the layers allow pass.
import { describe, expect, it } from 'vitest'
import { breachesOf, onlyMessage } from './lint-probe.mjs'

/** The messages of the layering rule on `code` as if it were the file at `file` (under apps/web/src). */
const breaches = breachesOf('kindred-web/boundaries', 'apps/web/src')

const importing = (source) => `import { probe } from '${source}'\nexport const used = probe\n`

// The first lint loads the TypeScript parser and every plugin: seconds on a busy machine.
describe('the web layering rule', { timeout: 60_000 }, () => {
  it('fails on a relative import from one feature into another', async () => {
    const found = await breaches('features/memories/api/probe.ts', importing('../../interactions/api/keys'))
    expect(onlyMessage(found)).toMatch(/from the memories feature into the interactions feature/)
  })

  it('fails on the alias, a re-export and a lazy import across features as well', async () => {
    const code = [
      importing('@/features/interactions/components/memory-reactions'),
      "export { keys } from '../../../connections/api/keys'",
      "export const later = () => import('../../../comments/components/comments-section')",
    ].join('\n')
    const found = await breaches('features/memories/components/detail/probe.tsx', code)
    expect(found.map((message) => message.message.split("'")[1])).toEqual([
      '@/features/interactions/components/memory-reactions',
      '../../../connections/api/keys',
      '../../../comments/components/comments-section',
    ])
  })

  it('fails on lib/ or components/ importing app/ or a feature', async () => {
    expect(await breaches('lib/probe.ts', importing('@/app/router'))).toHaveLength(1)
    expect(await breaches('lib/probe.ts', importing('../app/session-wiring'))).toHaveLength(1)
    expect(await breaches('components/ui/probe.tsx', importing('@/features/memories/api/keys'))).toHaveLength(
      1,
    )
  })

  it('fails on a feature’s testing/ helper (or test) importing app/', async () => {
    const found = await breaches('features/moderation/testing/probe.tsx', importing('@/app/router'))
    expect(onlyMessage(found)).toMatch(/from the moderation feature into app\//)
    expect(
      await breaches('features/comments/components/probe.test.tsx', importing('../../../app/router')),
    ).toHaveLength(1)
  })

  it('passes what the layers allow', async () => {
    const shared = [
      "import { Button } from '@/components/ui/button'",
      "import { Providers } from '@/lib/providers'",
      "import { fakeApi } from '@/test/fake-api'",
      "import { REPORT_TARGETS } from '@kindred/contract/moderation-content'",
      'export const all = [Button, Providers, fakeApi, REPORT_TARGETS]',
    ].join('\n')
    const detail = importing('../../api/keys') + shared
    expect(await breaches('features/memories/components/detail/probe.tsx', detail)).toEqual([])
    const testing = importing('../components/memories-context') + shared
    expect(await breaches('features/memories/testing/probe.tsx', testing)).toEqual([])
    expect(await breaches('app/probe.tsx', importing('@/features/memories/api/keys'))).toEqual([])
    expect(await breaches('app/routes/probe.tsx', importing('../../features/comments/api/keys'))).toEqual([])
    expect(await breaches('lib/probe.ts', importing('./query-client'))).toEqual([])
    expect(await breaches('test/probe.tsx', importing('@/app/router'))).toEqual([])
  })
})
