import { usePreferences } from './use-preferences'

/**
 * Whether what the person shares starts without their name (decision 057): yes unless they chose
 * "Under my name by default" — and yes while their preferences load or could not be loaded, so a
 * form never starts with a name the person did not ask for.
 */
export function useAnonymousByDefault(): boolean {
  const { categories } = usePreferences()
  const chosen = categories
    .find((category) => category.key === 'sharing_name')
    ?.options.find((option) => option.selected)
  return chosen?.slug !== 'under-my-name'
}
