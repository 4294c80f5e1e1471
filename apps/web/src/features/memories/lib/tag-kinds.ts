import file from '@content/memories/tag-kinds.json'
import type { TagKindSlug } from '@kindred/contract/memories-content'

export interface TagKind {
  slug: TagKindSlug
  name: string
  description: string
}

/** The ten tag kinds with their names and descriptions, bundled from the content file, in order. */
export const tagKinds: readonly TagKind[] = [...file.kinds]
  .sort((a, b) => a.order - b.order)
  .map(({ slug, name, description }) => ({ slug: slug as TagKindSlug, name, description }))

export function tagKindName(slug: TagKindSlug): string {
  return tagKinds.find((kind) => kind.slug === slug)?.name ?? slug
}
