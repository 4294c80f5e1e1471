import { describe, expect, it } from 'vitest'
import { paths } from '../../../paths'
import { ContentError } from '../../../content/content-files'
import { checkGuideTranslation } from './guide-translation'
import { readGuideContent, type GuideContent } from './read-guide-content'

// The Spanish guide is the English guide in other words (decision 083): the same answers must mean
// the same in both, so a translation that asks, offers or counts anything else stops the start.

const english = await readGuideContent(paths.content, 'en')
const spanish = await readGuideContent(paths.content, 'es')
const edited = (edit: (content: GuideContent) => void) => {
  const copy = structuredClone(spanish)
  edit(copy)
  return copy
}

describe("the guide's translation", () => {
  it('is the English guide in Spanish words', () => {
    expect(() => checkGuideTranslation(english, spanish)).not.toThrow()
    expect(spanish.folder).toBe('es/guide')
  })

  it.each<[string, (content: GuideContent) => void, string]>([
    ['an item left out', (c) => c.items.pop(), 'es/guide/items: items differ'],
    [
      'an option counting otherwise',
      (c) => (c.items[0]!.options[0]!.counts = !c.items[0]!.options[0]!.counts),
      `es/guide/items: ${english.items[0]!.slug} differs from the English item`,
    ],
    [
      'an option with another value',
      (c) => (c.items[1]!.options[0]!.value = 'nunca'),
      `es/guide/items: ${english.items[1]!.slug} differs from the English item`,
    ],
    ['a source left out', (c) => c.sources.delete('felitti-1998'), 'es/guide/sources.json: sources differ'],
    [
      'a score band with other bounds',
      (c) => (c.report.summary.by_score[0]!.max += 1),
      'es/guide/report.json: score bands or buckets differ',
    ],
  ])('refuses %s, naming the file', (_what, edit, error) => {
    const check = () => checkGuideTranslation(english, edited(edit))
    expect(check).toThrow(ContentError)
    expect(check).toThrow(error)
  })
})
