import type { ReactNode, TextareaHTMLAttributes } from 'react'
import { FieldFrame, inputClassName, useFieldControl } from './field-parts'

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
  const control = useFieldControl({ id, hint, error }, onValueChange, describedByExtra)
  return (
    <FieldFrame id={control.id} label={label} hint={hint} error={error}>
      <textarea
        value={value}
        rows={rows}
        {...control}
        className={`${inputClassName} leading-relaxed`}
        {...textarea}
      />
    </FieldFrame>
  )
}
