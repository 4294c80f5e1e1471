import type { InputHTMLAttributes } from 'react'
import { FieldFrame, inputClassName, useField, type FieldProps } from './field-parts'

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>, FieldProps {}

/** A labelled input with its hint and error read out together. */
export function TextField({ className, ...props }: TextFieldProps) {
  const { frame, control, rest } = useField(props)
  return (
    <FieldFrame {...frame}>
      <input {...control} className={className ?? inputClassName} {...rest} />
    </FieldFrame>
  )
}
