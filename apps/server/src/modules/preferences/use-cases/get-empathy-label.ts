import { DEFAULT_EMPATHY_SLUG } from '@kindred/contract/preferences'
import type { Language } from '@kindred/contract/languages'
import type { PreferencesDeps } from '../preferences-deps'

/**
 * The words on a person's empathy button (SPEC §8) in `language` (decision 083): the option they
 * chose, else the default option's (a visitor's too); null when the options hold neither. The
 * interactions module labels its "me too" with it (through app.ts, decision 077).
 */
export async function getEmpathyLabel(
  deps: Pick<PreferencesDeps, 'choices' | 'catalogs'>,
  userId: number | null,
  language: Language,
): Promise<string | null> {
  const slug = await deps.choices.empathyOption(userId, DEFAULT_EMPATHY_SLUG)
  const options = deps.catalogs[language].categories.find((c) => c.key === 'empathy_button_text')?.options
  return options?.find((option) => option.slug === slug)?.label ?? null
}
