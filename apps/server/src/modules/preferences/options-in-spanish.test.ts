import { describe, expect, it } from 'vitest'
import { PREFERENCE_PATHS, type Preferences } from '@kindred/contract/preferences'
import { buildTestApp } from '../../../test/build-test-app'
import { quickPerson } from '../../../test/interaction-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// The options in the reader's language (issue 38, decision 083): the same ids and slugs, so what a
// person chose stays chosen whichever language they read; the words follow the reader.

const app = await buildTestApp()
const SPANISH = { 'accept-language': 'es' }
const filtersOf = (prefs: Preferences) => prefs.categories.find((c) => c.key === 'safety_filters')!
const shape = (prefs: Preferences) =>
  prefs.categories.map((c) => [c.key, c.multiple, c.options.map((o) => [o.id, o.slug, o.selected])])

describe('the preference options in Spanish', () => {
  it('gives a visitor the safety filters and every option in Spanish, with the same ids and slugs', async () => {
    const visitor = new TestBrowser(app)
    const english = await visitor.get(PREFERENCE_PATHS.options)
    const spanish = await visitor.get(PREFERENCE_PATHS.options, { headers: SPANISH })
    const [en, es] = [english.json() as Preferences, spanish.json() as Preferences]
    expect(shape(es)).toEqual(shape(en))
    expect(filtersOf(es).name).toBe('Filtros de protección')
    expect(filtersOf(en).name).toBe('Safety filters')
    const sexualAbuse = filtersOf(es).options.find((o) => o.slug === 'sexual-abuse')!
    expect(sexualAbuse.label).toBe('Abuso sexual')
    expect(sexualAbuse.description).not.toBe(
      filtersOf(en).options.find((o) => o.slug === 'sexual-abuse')!.description,
    )
    expect(spanish.headers.vary).toContain('Accept-Language')
  })

  it("gives a person who saved Spanish their choices in Spanish, the empathy text's words included", async () => {
    const { browser } = await quickPerson(app, 'preferencias')
    const options = (await browser.get(PREFERENCE_PATHS.options)).json() as Preferences
    const filter = filtersOf(options).options.find((o) => o.slug === 'neglect')!
    await browser.post(PREFERENCE_PATHS.update, { language: 'es', safety_filters: [filter.id] })
    const headers = { 'accept-language': 'en' }
    const mine = (await browser.get(PREFERENCE_PATHS.mine, { headers })).json() as Preferences
    expect(filtersOf(mine).options.find((o) => o.selected)).toMatchObject({
      id: filter.id,
      label: 'Negligencia',
    })
    const compact = (await browser.get(PREFERENCE_PATHS.compact, { headers })).json()
    expect(compact).toMatchObject({ empathy_button_text: 'A mí también', active_safety_filters: ['neglect'] })
  })
})
