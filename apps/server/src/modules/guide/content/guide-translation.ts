import { ContentError } from '../../../content/content-files'
import { checkSameKeys } from '../../../content/content-languages'
import type { GuideContent } from './read-guide-content'

/**
 * Stops the start when a translation of the guide (content/es/guide) is not the English guide in
 * other words: other types, groups, items or sources, an item in another group or of another type,
 * options with other values or counting otherwise, other caregiver styles or pairs, or score bands
 * and buckets with other bounds. Its words and figures are the content test's to compare
 * (src/content/spanish-content.test.ts); what this checks would make the same answers mean
 * something else in another language.
 */
export function checkGuideTranslation(english: GuideContent, translated: GuideContent): void {
  const at = (file: string) => `${translated.folder}/${file}`
  const slugs = (list: readonly { slug: string }[]) => list.map((entry) => entry.slug)
  checkSameKeys(at('types'), 'trauma types', slugs(english.types), slugs(translated.types))
  checkSameKeys(at('groups.json'), 'groups', slugs(english.groups), slugs(translated.groups))
  checkSameKeys(at('items'), 'items', slugs(english.items), slugs(translated.items))
  checkSameKeys(at('sources.json'), 'sources', english.sources.keys(), translated.sources.keys())

  const items = new Map(translated.items.map((item) => [item.slug, item]))
  for (const item of english.items) {
    const other = items.get(item.slug)!
    const shape = (i: typeof item) =>
      JSON.stringify([i.group, i.kind, i.type_slug, i.options.map((o) => [o.value, o.counts])])
    if (shape(other) !== shape(item))
      throw new ContentError(
        `${at('items')}: ${item.slug} differs from the English item in its group, kind, type or options`,
      )
  }

  const { styles } = translated
  checkSameKeys(at('caregiver-styles.json'), 'styles', slugs(english.styles.styles), slugs(styles.styles))
  const pairs = (list: typeof styles.combinations) => list.map((c) => c.pair.join('+'))
  checkSameKeys(
    at('caregiver-styles.json'),
    'pairs',
    pairs(english.styles.combinations),
    pairs(styles.combinations),
  )

  const bounds = (content: GuideContent) => {
    const { distribution, summary, protective } = content.report
    const of = (list: readonly { min: number; max: number }[]) => list.map((b) => `${b.min}-${b.max}`)
    return JSON.stringify([
      distribution.source,
      of(distribution.buckets),
      of(summary.by_score),
      of(protective.by_score),
    ])
  }
  if (bounds(translated) !== bounds(english))
    throw new ContentError(`${at('report.json')}: score bands or buckets differ from the English file`)
}
