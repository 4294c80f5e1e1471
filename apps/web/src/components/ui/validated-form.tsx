import type { FormEvent, ReactNode } from 'react'
import { ErrorSummary, type ErrorSummaryProps } from './error-summary'

interface ValidatedFormProps extends Pick<ErrorSummaryProps, 'feedback' | 'fieldIds'> {
  /** The form's accessible name. */
  label: string
  onSubmit: (event: FormEvent) => void
  className?: string
  children: ReactNode
}

/**
 * A form the app checks itself with the contract's schemas (so `noValidate`), with what went wrong
 * summarised at its top, where focus goes (ErrorSummary). One shape, so every form reads the same.
 */
export function ValidatedForm({
  label,
  onSubmit,
  feedback,
  fieldIds,
  className = 'flex max-w-xl flex-col gap-6',
  children,
}: ValidatedFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className={className} aria-label={label}>
      <ErrorSummary feedback={feedback} fieldIds={fieldIds} />
      {children}
    </form>
  )
}
