import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { FieldFrame, inputClassName, useField } from './field-parts'
import type { TextFieldProps } from './text-field'

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  autoComplete: 'current-password' | 'new-password'
}

/** A password input with a show/hide toggle; what is typed is never changed or trimmed. */
export function PasswordField(props: PasswordFieldProps) {
  const { frame, control, rest } = useField(props)
  const [visible, setVisible] = useState(false)
  return (
    <FieldFrame {...frame}>
      <div className="flex flex-wrap items-stretch gap-2">
        <input
          type={visible ? 'text' : 'password'}
          {...control}
          autoCapitalize="none"
          spellCheck={false}
          className={`${inputClassName} min-w-0 flex-1 basis-56`}
          {...rest}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={control.id}
          onClick={() => setVisible((shown) => !shown)}
          className="min-h-12 rounded-xl border-2 border-line bg-card px-4 font-semibold text-ink hover:border-brand"
        >
          <Trans>Show password</Trans>
        </button>
      </div>
    </FieldFrame>
  )
}
