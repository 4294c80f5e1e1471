import { Trans } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/format-date'

interface CommentBylineProps {
  name: string
  /** Short marks after the name: "Author", "Your comment". */
  marks: string[]
  createdAt: string
  editedAt: string | null
}

/** Who wrote a comment, of any kind, with its marks, when, and whether it was edited since. */
export function CommentByline({ name, marks, createdAt, editedAt }: CommentBylineProps) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-muted">
      <span className="font-semibold text-ink">{name}</span>
      {marks.map((mark) => (
        <span key={mark} className="rounded-lg bg-calm px-2 py-0.5 text-ink">
          {mark}
        </span>
      ))}
      <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
      {editedAt ? (
        <span>
          <Trans>(edited)</Trans>
        </span>
      ) : null}
    </p>
  )
}
