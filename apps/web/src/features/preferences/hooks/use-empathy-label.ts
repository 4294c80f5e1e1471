import { DEFAULT_EMPATHY_LABEL } from '../lib/preference-content'
import { usePreferences } from './use-preferences'

/** The words on the empathy ("me too") button: the person's choice, "Me too" until there is one. */
export function useEmpathyLabel(): string {
  const { categories } = usePreferences()
  const chosen = categories
    .find((category) => category.key === 'empathy_button_text')
    ?.options.find((option) => option.selected)
  return chosen?.label ?? DEFAULT_EMPATHY_LABEL
}
