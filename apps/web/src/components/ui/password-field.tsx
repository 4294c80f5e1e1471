import { useId, useState } from 'react'
import { describedBy, FieldHead, inputClassName } from './field-parts'
import type { TextFieldProps } from './text-field'

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  autoComplete: 'current-password' | 'new-password'
}

/** A password input with a show/hide toggle; what is typed is never changed or trimmed. */
export function PasswordField({
  label,
  value,
  onValueChange,
  hint,
  error,
  id,
  ...input
}: PasswordFieldProps) {
  const generated = useId()
  const fieldId = id ?? generated
  const [visible, setVisible] = useState(false)
  return (
    <div className="flex flex-col gap-2">
      <FieldHead id={fieldId} label={label} hint={hint} error={error} />
      <div className="flex flex-wrap items-stretch gap-2">
        <input
          id={fieldId}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, hint, error)}
          autoCapitalize="none"
          spellCheck={false}
          className={`${inputClassName} min-w-0 flex-1 basis-56`}
          {...input}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={fieldId}
          onClick={() => setVisible((shown) => !shown)}
          className="min-h-12 rounded-xl border-2 border-line bg-card px-4 font-semibold text-ink hover:border-brand"
        >
          Show password
        </button>
      </div>
    </div>
  )
}
