import type { PreferenceCategory } from '../stores/preference-store'

/** A one-choice preference category as the server offers it: `[id, slug, label]` options, `selected` chosen. */
export function singleChoiceCategory(
  key: PreferenceCategory['key'],
  name: string,
  options: [number, string, string][],
  selected: string,
): PreferenceCategory {
  return {
    key,
    name,
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
