import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { describedBy, FieldHead, inputClassName } from './field-parts'

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
  const generated = useId()
  const fieldId = id ?? generated
  return (
    <div className="flex flex-col gap-2">
      <FieldHead id={fieldId} label={label} hint={hint} error={error} />
      <input
        id={fieldId}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={className ?? inputClassName}
        {...input}
      />
    </div>
  )
}
