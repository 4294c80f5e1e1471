import type { TextareaHTMLAttributes } from 'react'
import { FieldFrame, inputClassName, useField, type FieldProps } from './field-parts'

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'>, FieldProps {
  /** Extra ids to read with the field (a character count, say). */
  describedByExtra?: string
}

/** A labelled, multi-line text box with its hint and error read out together. */
export function TextAreaField({ describedByExtra, rows = 8, ...props }: TextAreaFieldProps) {
  const { frame, control, rest } = useField(props, describedByExtra)
  return (
    <FieldFrame {...frame}>
      <textarea {...control} rows={rows} className={`${inputClassName} leading-relaxed`} {...rest} />
    </FieldFrame>
  )
}
