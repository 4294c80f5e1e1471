import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  GroupListSchema,
  GuideReportSchema,
  ResultAnswerResponseSchema,
  StatsResponseSchema,
  StylesResponseSchema,
  TraumaDetailResponseSchema,
  type GuideReport,
  type GuideReportBlock,
  type Source,
} from '@kindred/contract/guide'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences'
import { paths } from '../../paths'
import { figuresIn } from '../../../test/figures'
import { answer, buildGuideApp, G, visitor } from '../../../test/guide-fixtures'
import { quickPerson } from '../../../test/interaction-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// The guide in the reader's language (issue 38, decision 083): the same request answered in Spanish
// for `Accept-Language: es` or a saved Spanish, in English otherwise, with the same ids and slugs,
// figures and sources; each language's answer its own, also from the browser's cache. A source's
// citation stays as published in every language; Kindred's note on it is in the reader's.

const { app } = await buildGuideApp()
const SPANISH = { 'accept-language': 'es' }
const content = (file: string) => JSON.parse(fs.readFileSync(path.join(paths.content, file), 'utf8'))
const spanishType = (slug: string) => content(`es/guide/types/${slug}.json`)
const englishType = (slug: string) => content(`guide/types/${slug}.json`)

/** What a source is as published, the same in every language: all but Kindred's note on it. */
const published = ({ note: _note, ...source }: Source) => source
const sourceFiles = { en: content('guide/sources.json'), es: content('es/guide/sources.json') }
const noteIn = (language: 'en' | 'es', key: string): string | undefined =>
  sourceFiles[language].sources.find((s: Source) => s.key === key)!.note

/** The same sources in both answers, each note the one its language's file writes. */
function expectSameSourcesWithNotesIn(es: Source[], en: Source[]) {
  expect(es.map(published)).toEqual(en.map(published))
  for (const source of es) expect(source.note, source.key).toBe(noteIn('es', source.key))
  for (const source of en) expect(source.note, source.key).toBe(noteIn('en', source.key))
}

describe('the guide in Spanish', () => {
  it('gives the groups in the language asked for, with the same ids and slugs, and says which', async () => {
    const browser = new TestBrowser(app)
    const english = await browser.get(`${G}/groups/all/`)
    const spanish = await browser.get(`${G}/groups/all/`, { headers: SPANISH })
    expect(spanish.headers['content-language']).toBe('es')
    expect(english.headers['content-language']).toBe('en')
    const [en, es] = [english, spanish].map((res) => GroupListSchema.parse(res.json()).results)
    expect(es!.map((g) => [g.id, g.slug, g.item_count])).toEqual(en!.map((g) => [g.id, g.slug, g.item_count]))
    const files = [content('guide/groups.json'), content('es/guide/groups.json')]
    const titleIn = (file: { groups: { slug: string; title: string }[] }, slug: string) =>
      file.groups.find((g) => g.slug === slug)!.title
    for (const group of en!) expect(group.title).toBe(titleIn(files[0], group.slug))
    for (const group of es!) expect(group.title).toBe(titleIn(files[1], group.slug))
    expect(es![0]!.title).not.toBe(en![0]!.title)
  })

  it("gives every question, its help and its options' labels in Spanish, with the same values", async () => {
    const browser = new TestBrowser(app)
    const en = (await browser.get(`${G}/traumas/all/`)).json().results as ItemLike[]
    const es = (await browser.get(`${G}/traumas/all/`, { headers: SPANISH })).json().results as ItemLike[]
    const shape = (items: ItemLike[]) => items.map((i) => [i.id, i.slug, i.options.map((o) => o.value)])
    expect(shape(es)).toEqual(shape(en))
    const item = es.find((i) => i.slug === 'emotional-abuse-put-downs')!
    const file = content('es/guide/items/how-you-were-treated.json').items.find(
      (i: { slug: string }) => i.slug === 'emotional-abuse-put-downs',
    )
    expect(item).toMatchObject({ prompt: file.prompt, help_text: file.help_text })
    expect(item.options.map((o) => o.label)).toEqual(file.options.map((o: { label: string }) => o.label))
  })

  it("gives a type's detail in Spanish with the same sources, each saying it is in English", async () => {
    const browser = new TestBrowser(app)
    const { id } = app.guide.catalog.typeBySlug.get('physical-abuse')!
    const en = TraumaDetailResponseSchema.parse((await browser.get(`${G}/trauma/${id}/`)).json())
    const es = TraumaDetailResponseSchema.parse(
      (await browser.get(`${G}/trauma/${id}/`, { headers: SPANISH })).json(),
    )
    expect(es.name).toBe(spanishType('physical-abuse').name)
    expect(en.name).toBe(englishType('physical-abuse').name)
    expect(es.detail.what_it_is.map((b) => b.text)).toEqual(
      spanishType('physical-abuse').detail.what_it_is.map((b: { text: string }) => b.text),
    )
    expect(es.prevalence).toEqual(en.prevalence)
    expectSameSourcesWithNotesIn(es.sources, en.sources)
    expect(es.sources.length).toBeGreaterThan(0)
    expect(es.sources.every((s) => s.language === 'en')).toBe(true)
    const wisconsin = es.sources.find((s) => s.key === 'wisconsin-watch-2016')!
    expect(wisconsin).toMatchObject({
      citation: 'Wisconsin Watch (Wisconsin Center for Investigative Journalism). May 2016.',
      note: 'Artículo web que explica la puntuación EAI, con el cuestionario de diez preguntas.',
    })
  })

  it('gives the community statistics with Spanish names and labels and the same figures', async () => {
    const browser = new TestBrowser(app)
    const en = StatsResponseSchema.parse((await browser.get(`${G}/stats/`)).json())
    const es = StatsResponseSchema.parse((await browser.get(`${G}/stats/`, { headers: SPANISH })).json())
    const figures = (stats: typeof en) => ({
      completed: stats.completed,
      distribution: stats.distribution.map(({ count, pct, cdc_pct }) => [count, pct, cdc_pct]),
      types: stats.types.map(({ slug, count, pct, cdc_pct }) => [slug, count, pct, cdc_pct]),
      source: published(stats.cdc_source),
    })
    expect(figures(es)).toEqual(figures(en))
    expectSameSourcesWithNotesIn([es.cdc_source], [en.cdc_source])
    expect(es.types.find((t) => t.slug === 'bullying')!.name).toBe(spanishType('bullying').name)
    expect(es.distribution.at(-1)!.label).toBe('4 o más')
    expect(en.distribution.at(-1)!.label).toBe('4 or more')
  })

  it('describes caregiver styles in Spanish, with the same sources', async () => {
    const browser = new TestBrowser(app)
    const url = `${G}/styles/authoritative/neglectful/`
    const en = StylesResponseSchema.parse((await browser.get(url)).json())
    const es = StylesResponseSchema.parse((await browser.get(url, { headers: SPANISH })).json())
    expect([es.a.name, es.b.name]).toEqual([
      'Cariñoso y firme (democrático)',
      'Casi siempre ausente (poco implicado)',
    ])
    expect(es.combination.title).not.toBe(en.combination.title)
    expectSameSourcesWithNotesIn(es.sources, en.sources)
  })

  it("writes the result card under an answer in the reader's language", async () => {
    const { browser, sessionId } = await visitor(app)
    const { 'physical-abuse-marks-or-injury': answerId } = await answer(app, browser, sessionId, {
      'physical-abuse-marks-or-injury': 'yes',
    })
    const url = `${G}/result-answer/${answerId}/?session_id=${sessionId}`
    const es = ResultAnswerResponseSchema.parse((await browser.get(url, { headers: SPANISH })).json())
    const en = ResultAnswerResponseSchema.parse((await browser.get(url)).json())
    expect(es.message).toBe(content('es/guide/report.json').result_card.counting['physical-abuse'])
    expect(en.message).toBe(content('guide/report.json').result_card.counting['physical-abuse'])
    expect(es.type).toMatchObject({ id: en.type!.id, slug: 'physical-abuse', name: 'Maltrato físico' })
    expect(es.prevalence).toEqual(en.prevalence)
  })

  it('answers a person who saved Spanish in Spanish without the header, and the browser in English', async () => {
    const { browser } = await quickPerson(app, 'hablante')
    expect((await browser.post(PREFERENCE_PATHS.update, { language: 'es' })).statusCode).toBe(200)
    const res = await browser.get(`${G}/types/`, { headers: { 'accept-language': 'en' } })
    expect(res.headers['content-language']).toBe('es')
    const types = res.json().results as { slug: string; name: string }[]
    expect(types.find((t) => t.slug === 'sexual-abuse')!.name).toBe('Abuso sexual')
  })

  it("never answers one language from the other's cached copy: each has its own ETag", async () => {
    const browser = new TestBrowser(app)
    const spanish = await browser.get(`${G}/types/`, { headers: SPANISH })
    const english = await browser.get(`${G}/types/`, {
      headers: { 'if-none-match': String(spanish.headers.etag) },
    })
    expect(english.statusCode).toBe(200)
    expect(english.headers.etag).not.toBe(spanish.headers.etag)
    expect(english.headers.vary).toContain('Accept-Language')
    expect(english.json().results[0].name).toBe(englishType(english.json().results[0].slug).name)
    const again = await browser.get(`${G}/types/`, {
      headers: { ...SPANISH, 'if-none-match': String(spanish.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })
})

interface ItemLike {
  id: number
  slug: string
  prompt: string
  help_text: string
  options: { value: string; label: string }[]
}

/** A visitor's report from `pattern`, made in Spanish, then read in Spanish and in English. */
async function reportInBothLanguages(pattern: Record<string, string>) {
  const { browser, sessionId } = await visitor(app)
  await answer(app, browser, sessionId, pattern)
  const made = GuideReportSchema.parse(
    (await browser.post(`${G}/report/generate/`, { session_id: sessionId }, { headers: SPANISH })).json(),
  )
  const url = `${G}/report/get/?report_id=${made.report_id}&session_id=${sessionId}`
  const es = GuideReportSchema.parse((await browser.get(url, { headers: SPANISH })).json())
  const en = GuideReportSchema.parse((await browser.get(url)).json())
  return { made, es, en }
}

describe('the report in Spanish', () => {
  it('keeps every score, figure and source of the English report, in Spanish words', async () => {
    const { made, es, en } = await reportInBothLanguages({
      'emotional-abuse-put-downs': 'often',
      'household-substance-use': 'yes',
      'pce-safe-at-home': 'always',
      'caregiver-1': 'authoritative',
      'caregiver-2': 'permissive',
    })
    expect(made).toEqual(es)

    expect(es.scores).toEqual(en.scores)
    expect(es.progress).toEqual(en.progress)
    expect(es.sections.map((s) => [s.slug, s.kind, s.order, s.sources.map(published)])).toEqual(
      en.sections.map((s) => [s.slug, s.kind, s.order, s.sources.map(published)]),
    )
    for (const [i, section] of en.sections.entries()) {
      const spanish = es.sections[i]!
      expect(spanish.title, section.slug).not.toBe(section.title)
      expect(spanish.blocks.map(sameIn('es')), section.slug).toEqual(section.blocks.map(sameIn('en')))
    }
    const trauma = es.sections.find((s) => s.slug === 'trauma-emotional-abuse')!
    expect(trauma.title).toBe('Maltrato emocional')
    expect(trauma.blocks.find((b) => b.type === 'memories-link')).toEqual({
      type: 'memories-link',
      tag: 'emotional-abuse',
      label: 'Leer recuerdos sobre maltrato emocional',
    })
    expect(trauma.blocks[0]).toMatchObject({ type: 'text', heading: 'Qué es' })
  })

  it("keeps each source's citation as published and says Kindred's notes on the sources in Spanish", async () => {
    const reports = await reportInBothLanguages({
      'physical-abuse-marks-or-injury': 'yes',
      'household-substance-use': 'yes',
      'pce-safe-at-home': 'always',
    })
    const sourcesOf = (r: GuideReport) => [
      ...new Map(r.sections.flatMap((s) => s.sources).map((s) => [s.key, s])).values(),
    ]
    const [es, en] = [sourcesOf(reports.es), sourcesOf(reports.en)]
    expectSameSourcesWithNotesIn(es, en)

    const cdc = es.find((s) => s.key === 'cdc-ace-prevalence')!
    expect(cdc.citation).toBe(
      'Centers for Disease Control and Prevention. Adverse Childhood Experiences (ACE) Study: Data and Statistics.',
    )
    expect(cdc.note).toMatch(/^Página web archivada: .* 17\u00a0337 personas .*, 1995–1997\.$/)
    expect(en.find((s) => s.key === 'cdc-ace-prevalence')!.note).toMatch(/^Archived web page: .* 17,337 /)
    const noted = es.filter((s) => s.note)
    expect(noted.length).toBeGreaterThan(3)
    for (const source of noted) expect(source.note).not.toBe(en.find((s) => s.key === source.key)!.note)
    // A source Kindred says nothing about is its citation alone, in both languages.
    const felitti = es.find((s) => s.key === 'felitti-1998')!
    expect(felitti.note).toBeUndefined()
  })

  it('gives Spanish readers the crisis lines for Spanish speakers among every English line', async () => {
    const { browser, sessionId } = await visitor(app)
    await answer(app, browser, sessionId, { 'pce-safe-at-home': 'always' })
    const report = (headers?: Record<string, string>) =>
      browser
        .post(`${G}/report/generate/`, { session_id: sessionId }, { headers })
        .then((res) => GuideReportSchema.parse(res.json()))
    const linesOf = (r: GuideReport) =>
      r.sections.flatMap((s) => s.blocks).find((b) => b.type === 'crisis-lines')!.lines
    const [es, en] = [linesOf(await report(SPANISH)), linesOf(await report())]
    expect(es.map((l) => l.slug).slice(0, 2)).toEqual(['us-988', 'es-024'])
    expect(es.find((l) => l.slug === 'es-024')).toMatchObject({ href: 'tel:024', region: 'España' })
    expect(en.map((l) => l.slug)).not.toContain('es-024')
    for (const line of en)
      expect(es.find((l) => l.slug === line.slug)).toMatchObject({ href: line.href, sources: line.sources })
  })
})

/** What a block says that is the same in every language: its kind, figures, sources and links. */
const sameIn = (language: 'en' | 'es') => (block: GuideReportBlock) => {
  switch (block.type) {
    case 'text':
      return { type: block.type, figures: figuresIn(block.text, language), sources: block.sources }
    case 'score-chart':
      return { ...block, buckets: block.buckets.map(({ label: _label, ...bucket }) => bucket) }
    case 'memories-link':
      return { type: block.type, tag: block.tag }
    case 'crisis-lines':
      return { type: block.type }
  }
}
