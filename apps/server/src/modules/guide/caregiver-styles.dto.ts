import type { CaregiverStyle } from '@kindred/contract/guide-content'
import { combinationOf } from './build-report'
import type { GuideCatalog } from './content/guide-catalog'
import { collectSourceKeys } from './content/read-guide-content'

/** Two caregiver styles, what research found about the pair, and the sources of both. */
export function toCaregiverStylesDto(
  catalog: GuideCatalog,
  shown: { a: CaregiverStyle; b: CaregiverStyle; saved: boolean },
) {
  const { styles } = catalog.content
  const { a, b, saved } = shown
  const styleOf = (slug: CaregiverStyle) => {
    const s = styles.styles.find((x) => x.slug === slug)!
    return { slug: s.slug, name: s.name, description: s.description.map(catalog.block) }
  }
  const pair = combinationOf(catalog, a, b)!
  return {
    a: styleOf(a),
    b: styleOf(b),
    combination: { title: pair.title, blocks: pair.blocks.map(catalog.block) },
    caveats: styles.caveats.map(catalog.block),
    sources: catalog.sourcesOf(
      collectSourceKeys([
        styles.styles.find((s) => s.slug === a),
        styles.styles.find((s) => s.slug === b),
        pair,
        styles.caveats,
      ]),
    ),
    saved,
  }
}
