import { useLingui } from '@lingui/react/macro'
import { PasswordField } from '@/components/ui/password-field'

interface NewPasswordFieldProps {
  id: string
  label: string
  value: string
  onValueChange: (value: string) => void
  error: string | undefined
}

/** A password being chosen (registering, resetting, setting): the same rule said the same way. */
export function NewPasswordField(props: NewPasswordFieldProps) {
  const { t } = useLingui()
  return (
    <PasswordField
      hint={t`At least 10 characters. A few words you will remember work well.`}
      autoComplete="new-password"
      {...props}
    />
  )
}
