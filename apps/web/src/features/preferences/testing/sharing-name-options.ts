import type { PreferenceCategory } from '../stores/preference-store'

/** "Your name on what you share" as the server offers it, with `selected` chosen (decision 057). */
export function sharingNameCategory(selected = 'without-my-name'): PreferenceCategory {
  const options: [number, string, string][] = [
    [41, 'without-my-name', 'Without my name'],
    [42, 'under-my-name', 'Under my name by default'],
  ]
  return {
    key: 'sharing_name',
    name: 'Your name on what you share',
    multiple: false,
    options: options.map(([id, slug, label]) => ({
      id,
      slug,
      label,
      description: `About ${label}`,
      selected: slug === selected,
    })),
  }
}
