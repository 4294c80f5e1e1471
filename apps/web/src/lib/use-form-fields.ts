import { useId, useState } from 'react'
import type { FormFeedback } from './use-form-feedback'

/**
 * The typed values of a form's text fields, each with an id and its error from `feedback`: `field(name)`
 * is what a field component takes (id, value, onValueChange, error), `ids` what the form's error summary
 * links to. Values live here, not in the feedback, so what was typed stays whatever goes wrong.
 */
export function useFormFields<Name extends string>(feedback: FormFeedback, initial: Record<Name, string>) {
  const prefix = useId()
  const [values, setValues] = useState(initial)
  const names = Object.keys(initial) as Name[]
  const ids = Object.fromEntries(names.map((name) => [name, `${prefix}${name}`])) as Record<Name, string>
  const set = (name: Name, value: string) => setValues((current) => ({ ...current, [name]: value }))
  const field = (name: Name) => ({
    id: ids[name],
    value: values[name],
    onValueChange: (value: string) => set(name, value),
    error: feedback.fieldErrors[name],
  })
  return { values, ids, set, field }
}
