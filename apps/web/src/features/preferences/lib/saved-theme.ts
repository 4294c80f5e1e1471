import { getCompactPreferences } from '../api/get-compact-preferences'
import { getOptions } from '../api/get-options'
import { updatePreferences } from '../api/update-preferences'
import { useThemeStore } from '../stores/theme-store'
import type { Theme } from '../stores/theme-rule'

/**
 * After signing in, the saved theme joins the login rule (seed §4: dark if the saved preference is
 * dark). A failure leaves the theme as the rule chose without it; the load has logged it.
 */
export async function applySavedTheme(): Promise<void> {
  try {
    const saved = await getCompactPreferences()
    useThemeStore.getState().applyLoginTheme(saved.theme)
  } catch {
    // Logged by getCompactPreferences; preferences never stand in anyone's way (SPEC §8).
  }
}

/** Signed in, the header's theme toggle saves the choice too (SPEC §9.2). */
export async function saveTheme(theme: Theme): Promise<void> {
  try {
    const options = await getOptions()
    const id = options.categories
      .find((category) => category.key === 'theme')
      ?.options.find((option) => option.slug === theme)?.id
    if (id !== undefined) await updatePreferences({ theme: id })
  } catch (error) {
    console.warn('Kindred: the theme could not be saved; it applies on this device.', error)
  }
}
