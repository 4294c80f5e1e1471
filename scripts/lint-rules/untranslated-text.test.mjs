// The untranslated-text rule, run through ESLint with the repository's own configuration on probe
// files in a part of the web app already moved to the catalogs: words written into a component fail,
// words from the catalogs pass.
import { describe, expect, it } from 'vitest'
import { breachesOf } from './lint-probe.mjs'

const breaches = breachesOf('kindred-i18n/untranslated-text', 'apps/web/src')
const at = 'lib/i18n/probe.tsx'
const component = (jsx) =>
  `import { Trans, useLingui } from '@lingui/react/macro'\nexport function Probe() {\n  const { t } = useLingui()\n  return ${jsx}\n}\n`

describe('the untranslated-text rule', { timeout: 60_000 }, () => {
  it('fails on words between tags and on a read attribute given a string', async () => {
    const found = await breaches(
      at,
      component('<button aria-label="Close the menu" title={`Close`}>Close {t`now`}</button>'),
    )
    expect(found.map((message) => message.message.split(' ')[0])).toEqual([
      'aria-label="Close',
      'title="Close"',
      'Text',
    ])
  })

  it('passes words inside <Trans>, attributes given t`…`, and text without a word', async () => {
    const found = await breaches(
      at,
      component(
        '<button aria-label={t`Close the menu`} className="px-2">\n  <Trans>Close</Trans> · 2 → {t`now`}\n</button>',
      ),
    )
    expect(found).toEqual([])
  })

  it('leaves tests and parts of the app not yet moved to the catalogs alone', async () => {
    expect(await breaches('lib/i18n/probe.test.tsx', component('<p>Words</p>'))).toEqual([])
  })
})
