import type { MemoryTag } from '@kindred/contract/memories'
import { Link, useSearchParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'

/**
 * A memory's tags, each a link to the memories that share it, in the language the reader narrowed
 * the feed or search to (a tag's memories in every language would undo their choice).
 */
export function TagList({ tags }: { tags: readonly MemoryTag[] }) {
  const { t } = useLingui()
  const language = useSearchParams()[0].get('language')
  if (tags.length === 0) return null
  const hrefOf = (slug: string) => {
    const query = new URLSearchParams({ tag: slug })
    if (language) query.set('language', language)
    return `/memories?${query.toString()}`
  }
  return (
    <ul aria-label={t`Tags`} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link
            to={hrefOf(tag.slug)}
            className="inline-block rounded-full border-2 border-line px-3 py-0.5 text-base text-ink no-underline hover:border-brand"
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
