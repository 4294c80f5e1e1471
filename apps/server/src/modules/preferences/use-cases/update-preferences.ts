import type { UpdatePreferencesBody } from '@kindred/contract/preferences'
import type { PreferenceCategoryKey } from '@kindred/contract/preferences-content'
import { AppError } from '../../../lib/app-error'
import type { PreferencesDeps } from '../preferences-deps'

/**
 * Saves the categories the body names (SPEC §8), and the language when it names one (decision 081):
 * each id must be an option of its category, or the answer is 422 naming the field and nothing
 * changes. Returns the person's choices after the change.
 */
export async function updatePreferences(deps: PreferencesDeps, userId: number, body: UpdatePreferencesBody) {
  const changes: [PreferenceCategoryKey, number[]][] = []
  if (body.safety_filters) changes.push(['safety_filters', body.safety_filters])
  if (body.empathy_button_text !== undefined)
    changes.push(['empathy_button_text', [body.empathy_button_text]])
  if (body.theme !== undefined) changes.push(['theme', [body.theme]])
  if (body.reading_breaks !== undefined) changes.push(['reading_breaks', [body.reading_breaks]])
  if (body.sharing_name !== undefined) changes.push(['sharing_name', [body.sharing_name]])

  const fields = changes.flatMap(([key, ids]) =>
    ids.every((id) => deps.catalogs.en.byId.get(id)?.category === key)
      ? []
      : [{ path: `body.${key}`, message: 'preferences.chooseOption' as const }],
  )
  if (fields.length > 0) throw new AppError(422, 'VALIDATION_FAILED', 'request.invalid', fields)

  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    for (const [key, ids] of changes) {
      const inCategory = deps.catalogs.en.categories.find((c) => c.key === key)!.options.map((o) => o.id)
      await deps.choices.replace(userId, inCategory, ids, now, tx)
    }
    if (body.language !== undefined) await deps.saveLanguage(deps.db, userId, body.language, tx)
  })
  return deps.choices.chosen(userId)
}
