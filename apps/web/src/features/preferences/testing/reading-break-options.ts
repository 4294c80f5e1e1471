import type { PreferenceCategory } from '../stores/preference-store'
import { singleChoiceCategory } from './single-choice-category'

/** The reading-breaks category as the server offers it, with `selected` chosen (Off by default). */
export function readingBreaksCategory(selected = 'off'): PreferenceCategory {
  return singleChoiceCategory(
    'reading_breaks',
    'Reminders to take a breath',
    [
      [31, 'off', 'Off'],
      [32, 'after-10-minutes', 'After 10 minutes of reading'],
      [33, 'after-20-minutes', 'After 20 minutes of reading'],
      [34, 'after-30-minutes', 'After 30 minutes of reading'],
    ],
    selected,
  )
}
