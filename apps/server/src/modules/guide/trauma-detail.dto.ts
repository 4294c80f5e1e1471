import type { TraumaDetail } from '@kindred/contract/guide'
import type { GuideCatalog } from './content/guide-catalog'
import { collectSourceKeys } from './content/read-guide-content'

type TypeFile = GuideCatalog['content']['types'][number]

/** Everything about one trauma type, its content blocks with their sources spelled out. */
export function toTraumaDetailDto(catalog: GuideCatalog, file: TypeFile): TraumaDetail {
  const type = catalog.typeBySlug.get(file.slug)!
  const d = file.detail
  const blocks = (list: typeof d.what_it_is) => list.map(catalog.block)
  return {
    ...type,
    detail: {
      what_it_is: blocks(d.what_it_is),
      how_common: blocks(d.how_common),
      effects: {
        emotional: blocks(d.effects.emotional),
        health: blocks(d.effects.health),
        social: blocks(d.effects.social),
      },
      needs: blocks(d.needs),
      what_helps: blocks(d.what_helps),
      caveats: blocks(d.caveats),
    },
    sources: catalog.sourcesOf(collectSourceKeys(file)),
  }
}
