import type { PreferenceCategory } from '../stores/preference-store'
import { singleChoiceCategory } from './single-choice-category'

/** "Your name on what you share" as the server offers it, with `selected` chosen (decision 057). */
export function sharingNameCategory(selected = 'without-my-name'): PreferenceCategory {
  return singleChoiceCategory(
    'sharing_name',
    'Your name on what you share',
    [
      [41, 'without-my-name', 'Without my name'],
      [42, 'under-my-name', 'Under my name by default'],
    ],
    selected,
  )
}
