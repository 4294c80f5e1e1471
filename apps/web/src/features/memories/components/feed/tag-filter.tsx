import { useId, useState } from 'react'
import type { MemoryTag } from '@kindred/contract/memories'
import type { TagKindSlug } from '@kindred/contract/memories-content'
import { LoadingStatus } from '@/components/ui/loading-status'
import { inputClassName } from '@/components/ui/field-parts'
import { useTags } from '../../api/get-tags'
import { tagKinds } from '../../lib/tag-kinds'

interface TagFilterProps {
  selected: readonly string[]
  onToggle: (slug: string) => void
}

/** Choose tags to filter by, one kind at a time (the kinds of SPEC §5.1), with how many memories each has. */
export function TagFilter({ selected, onToggle }: TagFilterProps) {
  const id = useId()
  const [kind, setKind] = useState<TagKindSlug>(tagKinds[0]?.slug ?? 'feelings')
  const tags = useTags(kind, null)
  const description = tagKinds.find((k) => k.slug === kind)?.description
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={`${id}-kind`} className="font-semibold">
        Kind of tag
      </label>
      <select
        id={`${id}-kind`}
        value={kind}
        onChange={(event) => setKind(event.target.value as TagKindSlug)}
        aria-describedby={`${id}-about`}
        className={inputClassName}
      >
        {tagKinds.map((k) => (
          <option key={k.slug} value={k.slug}>
            {k.name}
          </option>
        ))}
      </select>
      <p id={`${id}-about`} className="text-base text-muted">
        {description}
      </p>
      {tags.isPending ? <LoadingStatus>Loading tags…</LoadingStatus> : null}
      {tags.isError ? <p>These tags could not be loaded. Please choose the kind again in a moment.</p> : null}
      {tags.data ? <TagCheckboxes tags={tags.data} selected={selected} onToggle={onToggle} /> : null}
    </div>
  )
}

function TagCheckboxes({ tags, selected, onToggle }: { tags: MemoryTag[] } & TagFilterProps) {
  const id = useId()
  if (tags.length === 0) return <p>There are no tags of this kind yet.</p>
  return (
    <ul className="flex flex-col gap-2">
      {tags.map((tag) => (
        <li key={tag.id} className="flex items-start gap-3">
          <input
            id={`${id}-${tag.id}`}
            type="checkbox"
            checked={selected.includes(tag.slug)}
            onChange={() => onToggle(tag.slug)}
            className="mt-1.5 size-5 shrink-0 accent-brand"
          />
          <label htmlFor={`${id}-${tag.id}`}>
            {tag.name}
            {tag.memory_count !== undefined ? (
              <span className="text-muted">
                {' '}
                ({tag.memory_count} {tag.memory_count === 1 ? 'memory' : 'memories'})
              </span>
            ) : null}
          </label>
        </li>
      ))}
    </ul>
  )
}
