import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button } from './button'
import { describeError } from '@/lib/form-errors'

interface LoadErrorBase {
  error: unknown
  onRetry: () => void
  /** A word of reassurance, e.g. that answers already given are kept. */
  note?: string
}

type LoadErrorProps = LoadErrorBase &
  (
    | {
        /**
         * What could not be loaded, as one whole sentence of the catalogs: t`We could not load the
         * questions.` (a sentence built from a piece reads wrongly in other languages).
         */
        title: string
        what?: undefined
      }
    | {
        /**
         * The older way, "the questions" put into "We could not load …", for the screens not yet
         * moved to the catalogs: give `title` instead.
         */
        what: string
        title?: undefined
      }
  )

/** What went wrong while loading, and what to do about it. */
export function LoadError({ title, what, error, onRetry, note }: LoadErrorProps) {
  // Drawn again when the language changes: the error's words are made here, in the language shown.
  useLingui()
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border-2 border-danger bg-card p-5"
    >
      <p className="font-semibold">{title ?? <Trans>We could not load {what}.</Trans>}</p>
      <p>
        {describeError(error)}
        {note ? ` ${note}` : null}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
