import {
  TAG_KIND_SLUGS,
  TagKindsFileSchema,
  TagsFileSchema,
  type TagContent,
  type TagKindContent,
  type TagKindSlug,
} from '@kindred/contract/memories-content'
import type { Language } from '@kindred/contract/languages'
import { ContentError, contentFolder } from '../../../content/content-files'
import { folderIn } from '../../../content/content-languages'

/** content/memories (or a language's copy) as the server uses it: the ten kinds, each with its tags in file order. */
export interface MemoriesContent {
  /** Where it was read from, below content/: `memories`, `es/memories`. */
  folder: string
  checksum: string
  kinds: (TagKindContent & { tags: TagContent[] })[]
}

/**
 * Reads content/memories/tag-kinds.json and one tags/<kind>.json per kind, in `language` (English by
 * default). A file that does not match its schema, a missing kind or a slug used twice stops the
 * start with the file and the reason.
 */
export async function readMemoriesContent(
  contentDir: string,
  language: Language = 'en',
): Promise<MemoriesContent> {
  const folder = folderIn(language, 'memories')
  const { read, checksum } = contentFolder(contentDir, folder)

  const { kinds } = await read('tag-kinds.json', TagKindsFileSchema)
  const missing = TAG_KIND_SLUGS.filter((slug) => !kinds.some((k) => k.slug === slug))
  if (missing.length > 0)
    throw new ContentError(`${folder}/tag-kinds.json: missing kinds ${missing.join(', ')}`)

  const seen = new Map<string, TagKindSlug>()
  const withTags: MemoriesContent['kinds'] = []
  for (const kind of [...kinds].sort((a, b) => a.order - b.order)) {
    const file = await read(`tags/${kind.slug}.json`, TagsFileSchema)
    if (file.kind !== kind.slug)
      throw new ContentError(`${folder}/tags/${kind.slug}.json: kind is ${file.kind}`)
    for (const tag of file.tags) {
      const other = seen.get(tag.slug)
      if (other)
        throw new ContentError(`${folder}/tags/${kind.slug}.json: ${tag.slug} is also a tag of ${other}`)
      seen.set(tag.slug, kind.slug)
    }
    withTags.push({ ...kind, tags: file.tags })
  }
  return { folder, checksum: checksum(), kinds: withTags }
}
