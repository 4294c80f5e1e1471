import { TextField, type TextFieldProps } from './text-field'

/** An email input with the keyboard and autofill hints every email field needs. */
export function EmailField({
  label = 'Email address',
  ...props
}: Omit<TextFieldProps, 'label'> & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />
}
