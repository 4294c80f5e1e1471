import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { FormFeedback } from '@/lib/use-form-feedback'

export interface ErrorSummaryProps {
  feedback: Pick<FormFeedback, 'summaryRef' | 'formError' | 'fieldErrors'>
  /** The input id of each field, so the summary can take the person straight there. */
  fieldIds: Partial<Record<string, string>>
  /** Words above the list of field errors; by default "Something needs another look". */
  title?: string
}

/**
 * What went wrong, at the top of the form. It receives focus when errors appear (useFormFeedback),
 * so screen readers read it at once; each field error links to its field.
 */
export function ErrorSummary({ feedback, fieldIds, title }: ErrorSummaryProps) {
  const { t } = useLingui()
  const { summaryRef, formError, fieldErrors } = feedback
  const titleId = useId()
  const fields = Object.entries(fieldErrors).filter(([, message]) => message)
  if (!formError && fields.length === 0) return null
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-2xl border-2 border-danger bg-card px-5 py-4"
    >
      <p id={titleId} className="font-bold">
        {formError ?? title ?? t`Something needs another look`}
      </p>
      {fields.length > 0 ? (
        <ul className="flex list-disc flex-col gap-1 pl-6">
          {fields.map(([field, message]) => {
            const fieldId = fieldIds[field]
            return (
              <li key={field}>
                {fieldId ? (
                  <a
                    href={`#${fieldId}`}
                    onClick={(event) => {
                      event.preventDefault()
                      document.getElementById(fieldId)?.focus()
                    }}
                    className="font-medium text-link underline underline-offset-4"
                  >
                    {message}
                  </a>
                ) : (
                  message
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
