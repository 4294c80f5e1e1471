import { useLingui } from '@lingui/react'
import { defaultEmpathyLabel } from '../lib/preference-content'
import { usePreferences } from './use-preferences'

/**
 * The words on the empathy ("me too") button: the person's choice, else "Me too" in the shown
 * language.
 */
export function useEmpathyLabel(): string {
  const { i18n } = useLingui()
  const { categories } = usePreferences()
  const chosen = categories
    .find((category) => category.key === 'empathy_button_text')
    ?.options.find((option) => option.selected)
  return chosen?.label ?? defaultEmpathyLabel(i18n.locale)
}
