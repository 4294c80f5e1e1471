import { Trans, useLingui } from '@lingui/react/macro'
import { MEMORY_LANGUAGES } from '@kindred/contract/memories-constants'
import { LANGUAGE_NAMES } from '@/lib/i18n/languages'
import type { LanguageFilter } from '../../api/keys'
import { ChoiceRow, type RowChoice } from './choice-row'

/**
 * Every language, or only the memories written in one (decision 082). Named "Written in", as the
 * composer's choice is, so it is not mistaken for the page's own language (the header's switch); each
 * language is named in itself, so a reader finds their own.
 */
export function LanguageChoice({
  language,
  onLanguage,
}: {
  language: LanguageFilter
  onLanguage: (language: LanguageFilter) => void
}) {
  const { t } = useLingui()
  const choices: RowChoice<LanguageFilter>[] = [
    { value: null, label: t`All languages` },
    ...MEMORY_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value], lang: value })),
  ]
  return (
    <ChoiceRow
      legend={<Trans>Written in</Trans>}
      name="feed-language"
      choices={choices}
      value={language}
      onChange={onLanguage}
    />
  )
}
