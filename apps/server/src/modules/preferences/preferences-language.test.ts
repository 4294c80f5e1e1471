import { describe, expect, it } from 'vitest'
import { PREFERENCE_PATHS, type Preferences } from '@kindred/contract/preferences'
import { buildTestApp } from '../../../test/build-test-app'
import { quickPerson } from '../../../test/interaction-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// A person's saved language (issue 38, decision 081): none until they choose (null: Kindred follows
// the browser), saved and given back by the preference calls, part of their export, and a value
// Kindred does not speak refused with nothing changed.

const app = await buildTestApp()
const visitor = new TestBrowser(app)
const options = (await visitor.get(PREFERENCE_PATHS.options)).json() as Preferences
const themeId = (slug: string) =>
  options.categories.find((c) => c.key === 'theme')!.options.find((o) => o.slug === slug)!.id
const themeOf = (prefs: Preferences) =>
  prefs.categories.find((c) => c.key === 'theme')!.options.find((o) => o.selected)?.slug ?? null

/** What the person's three reads say of their language and theme. */
async function saved(browser: TestBrowser) {
  const mine = (await browser.get(PREFERENCE_PATHS.mine)).json() as Preferences
  const compact = (await browser.get(PREFERENCE_PATHS.compact)).json()
  return { language: mine.language, compact: compact.language, theme: themeOf(mine) }
}

describe("a person's language", () => {
  it('is not set until they choose one, and a visitor has none', async () => {
    const { browser } = await quickPerson(app, 'new')
    expect(await saved(browser)).toEqual({ language: null, compact: null, theme: null })
    expect(options.language).toBeNull()
  })

  it('is saved with the other choices, given back at once, and only for them', async () => {
    const { browser } = await quickPerson(app, 'chooser')
    const { browser: other } = await quickPerson(app, 'other')
    const res = await browser.post(PREFERENCE_PATHS.update, { language: 'es', theme: themeId('dark') })
    expect(res.statusCode).toBe(200)
    expect((res.json() as Preferences).language).toBe('es')
    expect(await saved(browser)).toEqual({ language: 'es', compact: 'es', theme: 'dark' })
    expect((await saved(other)).language).toBeNull()

    // A change of another choice leaves it as it is; null forgets it.
    const themeOnly = await browser.post(PREFERENCE_PATHS.update, { theme: themeId('light') })
    expect((themeOnly.json() as Preferences).language).toBe('es')
    expect((await browser.post(PREFERENCE_PATHS.update, { language: null })).json().language).toBeNull()
    expect(await saved(browser)).toEqual({ language: null, compact: null, theme: 'light' })
  })

  it.each([['fr'], ['ES'], ['es-MX'], [42], ['']])(
    'refuses %j with a 422 on the field, and changes nothing sent with it',
    async (language) => {
      const { browser } = await quickPerson(app, 'refused')
      await browser.post(PREFERENCE_PATHS.update, { language: 'es', theme: themeId('light') })
      const res = await browser.post(PREFERENCE_PATHS.update, { language, theme: themeId('dark') })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [expect.objectContaining({ path: 'body.language' })],
      })
      expect(await saved(browser)).toEqual({ language: 'es', compact: 'es', theme: 'light' })
    },
  )

  it("is in the person's export", async () => {
    const { browser } = await quickPerson(app, 'exporter')
    await browser.post(PREFERENCE_PATHS.update, { language: 'es' })
    const exported = (await browser.get('/api/v1/account/export')).json()
    expect(exported.account.language).toBe('es')
  })
})
