import { useCallback, useEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { apiFieldErrors, describeError, validateForm, type FieldErrors } from './form-errors'

export interface FormFeedback {
  fieldErrors: FieldErrors
  /** A message about the whole form (a wrong password, a rate limit, no connection). */
  formError: string | null
  /** Give this to the ErrorSummary: it receives focus each time new errors appear. */
  summaryRef: React.RefObject<HTMLDivElement | null>
  /**
   * The parsed body, or null after showing what needs fixing. `required`: the words for each empty
   * field; `ownWords`: the form's words for its schema's own messages, keyed by the contract's English
   * (validateForm). Both made with t`…` when the form is sent.
   */
  validate: <T>(
    schema: z.ZodType<T>,
    values: Record<string, unknown>,
    required?: Record<string, string>,
    ownWords?: Record<string, string>,
  ) => T | null
  /** A failed request: 422 messages go beside their fields, anything else above the form. */
  showError: (error: unknown, formMessage?: string) => void
  /** A failure that belongs beside a field (a wrong current password, say). */
  showFields: (fields: FieldErrors) => void
  clear: () => void
}

/**
 * The error state every form shares. Typed values are not touched here (forms keep them in their
 * own state), so nothing a person typed is lost when something goes wrong.
 */
export function useFormFeedback(): FormFeedback {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [shown, setShown] = useState(0)
  const summaryRef = useRef<HTMLDivElement | null>(null)

  useEffect(() => {
    if (shown > 0) summaryRef.current?.focus()
  }, [shown])

  const show = useCallback((fields: FieldErrors, message: string | null) => {
    setFieldErrors(fields)
    setFormError(message)
    setShown((count) => count + 1)
  }, [])

  const validate = useCallback<FormFeedback['validate']>(
    (schema, values, required, ownWords) => {
      const result = validateForm(schema, values, required, ownWords)
      if (result.errors) show(result.errors, null)
      return result.data
    },
    [show],
  )

  const showError = useCallback(
    (error: unknown, formMessage?: string) => {
      const fields = apiFieldErrors(error)
      const hasFields = Object.keys(fields).length > 0
      show(fields, formMessage ?? (hasFields ? null : describeError(error)))
    },
    [show],
  )

  const showFields = useCallback((fields: FieldErrors) => show(fields, null), [show])

  const clear = useCallback(() => {
    setFieldErrors({})
    setFormError(null)
  }, [])

  return { fieldErrors, formError, summaryRef, validate, showError, showFields, clear }
}
