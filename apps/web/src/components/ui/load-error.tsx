import { Button } from './button'
import { describeError } from '@/lib/form-errors'

interface LoadErrorProps {
  /** What could not be loaded, e.g. "the questions" or "the memories". */
  what: string
  error: unknown
  onRetry: () => void
  /** A word of reassurance, e.g. that answers already given are kept. */
  note?: string
}

/** What went wrong while loading, and what to do about it. */
export function LoadError({ what, error, onRetry, note }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border-2 border-danger bg-card p-5"
    >
      <p className="font-semibold">We could not load {what}.</p>
      <p>
        {describeError(error)}
        {note ? ` ${note}` : null}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
