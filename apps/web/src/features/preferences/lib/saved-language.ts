import { PREFERENCE_PATHS } from '@kindred/contract/preferences-constants'
import { apiRequest } from '@/lib/api-client'
import type { Language } from '@/lib/i18n/languages'

/**
 * Signed in, the language switch saves the pick to the account too (the update's `language`,
 * decision 081), so the person's other devices follow it. A failure leaves the pick on this device,
 * as the theme's does.
 */
export async function saveLanguage(language: Language): Promise<void> {
  try {
    // The answer (every preference) is not kept: the page reads them again in the new language.
    await apiRequest(PREFERENCE_PATHS.update, { method: 'POST', body: { language } })
  } catch (error) {
    console.warn('Kindred: the language could not be saved; it applies on this device.', error)
  }
}
