import { useLingui } from '@lingui/react/macro'
import { TextField, type TextFieldProps } from './text-field'

/** An email input with the keyboard and autofill hints every email field needs. */
export function EmailField({ label, ...props }: Omit<TextFieldProps, 'label'> & { label?: string }) {
  const { t } = useLingui()
  return (
    <TextField
      label={label ?? t`Email address`}
      type="email"
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  )
}
