import type { PreferenceCategory } from '../stores/preference-store'

/** The reading-breaks category as the server offers it, with `selected` chosen (Off by default). */
export function readingBreaksCategory(selected = 'off'): PreferenceCategory {
  const options: [number, string, string][] = [
    [31, 'off', 'Off'],
    [32, 'after-10-minutes', 'After 10 minutes of reading'],
    [33, 'after-20-minutes', 'After 20 minutes of reading'],
    [34, 'after-30-minutes', 'After 30 minutes of reading'],
  ]
  return {
    key: 'reading_breaks',
    name: 'Reminders to take a breath',
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
