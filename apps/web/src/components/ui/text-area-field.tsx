import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { describedBy, FieldHead, inputClassName } from './field-parts'

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value'
> {
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  hint?: ReactNode
  error?: string | undefined
  /** Extra ids to read with the field (a character count, say). */
  describedByExtra?: string
}

/** A labelled, multi-line text box with its hint and error read out together. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  hint,
  error,
  id,
  describedByExtra,
  rows = 8,
  ...textarea
}: TextAreaFieldProps) {
  const generated = useId()
  const fieldId = id ?? generated
  const described = [describedBy(fieldId, hint, error), describedByExtra].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-2">
      <FieldHead id={fieldId} label={label} hint={hint} error={error} />
      <textarea
        id={fieldId}
        value={value}
        rows={rows}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${inputClassName} leading-relaxed`}
        {...textarea}
      />
    </div>
  )
}
