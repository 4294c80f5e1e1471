import { useId, useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { MemoryTag } from '@kindred/contract/memories'
import { MEMORY_TAGS_MAX } from '@kindred/contract/memories-constants'
import type { MemoryType } from '@kindred/contract/memories-content'
import { LoadingStatus } from '@/components/ui/loading-status'
import { useTags } from '../../api/get-tags'
import { useTagKinds, type TagKind } from '../../lib/tag-kinds'

interface TagPickerProps {
  mt: MemoryType
  value: readonly number[]
  onToggle: (tag: MemoryTag) => void
  /** The names of the tags chosen so far (some kinds may not be open). */
  chosenNames: readonly string[]
  error?: string | undefined
}

/** Tags by kind, for the memory's type; each kind's list loads when it is opened. */
export function TagPicker({ mt, value, onToggle, chosenNames, error }: TagPickerProps) {
  const id = useId()
  const { t } = useLingui()
  const kinds = useTagKinds()
  const full = value.length >= MEMORY_TAGS_MAX
  const max = MEMORY_TAGS_MAX
  const count = value.length
  const names = chosenNames.join(', ')
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-hint ${id}-chosen`}>
      <legend className="font-semibold">
        <Trans>Tags (optional)</Trans>
      </legend>
      <p id={`${id}-hint`} className="text-base text-muted">
        <Trans>
          Tags help people find memories like their own. Open a kind to see its tags. At most {max}.
        </Trans>
      </p>
      {error ? <p className="font-semibold text-danger">{error}</p> : null}
      <p id={`${id}-chosen`} aria-live="polite">
        {count === 0 ? (
          <Trans>No tags chosen yet.</Trans>
        ) : chosenNames.length > 0 ? (
          <Plural value={count} one={`# chosen: ${names}.`} other={`# chosen: ${names}.`} />
        ) : (
          <Plural value={count} one="# chosen." other="# chosen." />
        )}
        {full ? (
          <>
            {' '}
            <Trans>That is the most a memory can have.</Trans>
          </>
        ) : null}
      </p>
      <div className="flex flex-col gap-2">
        {kinds ? (
          kinds.map((kind) => (
            <TagKindPicker
              key={kind.slug}
              kind={kind}
              mt={mt}
              value={value}
              onToggle={onToggle}
              full={full}
            />
          ))
        ) : (
          <LoadingStatus>{t`Loading tags…`}</LoadingStatus>
        )}
      </div>
    </fieldset>
  )
}

function TagKindPicker({
  kind,
  mt,
  value,
  onToggle,
  full,
}: { kind: TagKind; full: boolean } & Omit<TagPickerProps, 'chosenNames' | 'error'>) {
  const id = useId()
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const tags = useTags(kind.slug, mt, open)
  return (
    <details
      className="rounded-xl border-2 border-line px-4 py-1"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">{kind.name}</summary>
      <div className="flex flex-col gap-2 pb-3">
        <p className="text-base text-muted">{kind.description}</p>
        {tags.isPending && open ? <LoadingStatus>{t`Loading tags…`}</LoadingStatus> : null}
        {tags.isError ? (
          <p>
            <Trans>These tags could not be loaded. Close and open this part again to retry.</Trans>
          </p>
        ) : null}
        {tags.data?.length === 0 ? (
          <p>
            <Trans>No tags of this kind fit this kind of memory.</Trans>
          </p>
        ) : null}
        <ul className="grid gap-2 sm:grid-cols-2">
          {(tags.data ?? []).map((tag) => {
            const checked = value.includes(tag.id)
            return (
              <li key={tag.id} className="flex items-start gap-3">
                <input
                  id={`${id}-${tag.id}`}
                  type="checkbox"
                  checked={checked}
                  disabled={full && !checked}
                  onChange={() => onToggle(tag)}
                  className="mt-1.5 size-5 shrink-0 accent-brand"
                />
                <label htmlFor={`${id}-${tag.id}`}>{tag.name}</label>
              </li>
            )
          })}
        </ul>
      </div>
    </details>
  )
}
