import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { describeError } from '@/lib/form-errors'

/**
 * What went wrong, beside what failed and said at once (an alert): what could not be done, then the
 * error in plain words. Nothing while there is no error.
 */
export function Failure({ error, children }: { error: unknown; children: ReactNode }) {
  // Drawn again when the language changes: the error's words are made here, in the language shown.
  useLingui()
  if (!error) return null
  return (
    <p role="alert" className="font-semibold text-danger">
      {children} {describeError(error)}
    </p>
  )
}
