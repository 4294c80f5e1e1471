import { useId, useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { MemoryTag } from '@kindred/contract/memories'
import type { TagKindSlug } from '@kindred/contract/memories-content'
import { LoadingStatus } from '@/components/ui/loading-status'
import { inputClassName } from '@/components/ui/field-parts'
import { useTags } from '../../api/get-tags'
import { useTagKinds } from '../../lib/tag-kinds'

interface TagFilterProps {
  selected: readonly string[]
  onToggle: (slug: string) => void
}

/** Choose tags to filter by, one kind at a time (the kinds of SPEC §5.1), with how many memories each has. */
export function TagFilter({ selected, onToggle }: TagFilterProps) {
  const id = useId()
  const { t } = useLingui()
  const kinds = useTagKinds()
  // The first kind until the person picks one.
  const [picked, setKind] = useState<TagKindSlug | null>(null)
  const kind = picked ?? kinds?.[0]?.slug
  const tags = useTags(kind ?? 'feelings', null, kind !== undefined)
  if (!kinds || !kind) return <LoadingStatus>{t`Loading tags…`}</LoadingStatus>
  const description = kinds.find((k) => k.slug === kind)?.description
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={`${id}-kind`} className="font-semibold">
        <Trans>Kind of tag</Trans>
      </label>
      <select
        id={`${id}-kind`}
        value={kind}
        onChange={(event) => setKind(event.target.value as TagKindSlug)}
        aria-describedby={`${id}-about`}
        className={inputClassName}
      >
        {kinds.map((k) => (
          <option key={k.slug} value={k.slug}>
            {k.name}
          </option>
        ))}
      </select>
      <p id={`${id}-about`} className="text-base text-muted">
        {description}
      </p>
      {tags.isPending ? <LoadingStatus>{t`Loading tags…`}</LoadingStatus> : null}
      {tags.isError ? (
        <p>
          <Trans>These tags could not be loaded. Please choose the kind again in a moment.</Trans>
        </p>
      ) : null}
      {tags.data ? <TagCheckboxes tags={tags.data} selected={selected} onToggle={onToggle} /> : null}
    </div>
  )
}

function TagCheckboxes({ tags, selected, onToggle }: { tags: MemoryTag[] } & TagFilterProps) {
  const id = useId()
  if (tags.length === 0)
    return (
      <p>
        <Trans>There are no tags of this kind yet.</Trans>
      </p>
    )
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
            {tag.memory_count !== undefined ? <MemoryCount count={tag.memory_count} /> : null}
          </label>
        </li>
      ))}
    </ul>
  )
}

/** How many memories carry a tag, beside its name. */
function MemoryCount({ count }: { count: number }) {
  return (
    <span className="text-muted">
      {' '}
      <Plural value={count} one="(# memory)" other="(# memories)" />
    </span>
  )
}
