import type { InputHTMLAttributes, ReactNode } from 'react'
import { FieldFrame, inputClassName, useFieldControl } from './field-parts'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  hint?: ReactNode
  error?: string | undefined
}

/** A labelled input with its hint and error read out together. */
export function TextField({
  label,
  value,
  onValueChange,
  hint,
  error,
  id,
  className,
  ...input
}: TextFieldProps) {
  const control = useFieldControl({ id, hint, error }, onValueChange)
  return (
    <FieldFrame id={control.id} label={label} hint={hint} error={error}>
      <input value={value} {...control} className={className ?? inputClassName} {...input} />
    </FieldFrame>
  )
}
