import type { MemoryTag } from '@kindred/contract/memories'
import { Link } from 'react-router'
import { useLingui } from '@lingui/react/macro'

/** A memory's tags, each a link to the memories that share it. */
export function TagList({ tags }: { tags: readonly MemoryTag[] }) {
  const { t } = useLingui()
  if (tags.length === 0) return null
  return (
    <ul aria-label={t`Tags`} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link
            to={`/memories?tag=${encodeURIComponent(tag.slug)}`}
            className="inline-block rounded-full border-2 border-line px-3 py-0.5 text-base text-ink no-underline hover:border-brand"
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
