import { useLingui } from '@lingui/react'
import { useQuery } from '@tanstack/react-query'
import type { TagKindSlug } from '@kindred/contract/memories-content'
import { languageOfShown, type Language } from '@/lib/i18n/languages'

export interface TagKind {
  slug: TagKindSlug
  name: string
  description: string
}

interface TagKindsFile {
  kinds: { slug: string; name: string; description: string; order: number }[]
}

/**
 * The ten kinds' names and descriptions, one content file per language (about 1 kB gzipped each):
 * each is a chunk of its own, so only the language shown is fetched, and only by the screens that
 * name the kinds (the composer's tags, the tag filter, search), never by a first screen.
 */
const FILES: Record<Language, () => Promise<{ default: TagKindsFile }>> = {
  en: () => import('@content/memories/tag-kinds.json'),
  es: () => import('@content/es/memories/tag-kinds.json'),
}

export async function loadTagKinds(language: Language): Promise<TagKind[]> {
  const { default: file } = await FILES[language]()
  return [...file.kinds]
    .sort((a, b) => a.order - b.order)
    .map(({ slug, name, description }) => ({ slug: slug as TagKindSlug, name, description }))
}

/** The tag kinds in order, in the language shown (the pseudo-language reads English); undefined while loading. */
export function useTagKinds(): readonly TagKind[] | undefined {
  const { i18n } = useLingui()
  const language = languageOfShown(i18n.locale)
  const query = useQuery({
    queryKey: ['content', 'tag-kinds', language],
    queryFn: () => loadTagKinds(language),
    // Bundled with the build: they change only with a new version of the app.
    staleTime: Infinity,
  })
  return query.data
}
