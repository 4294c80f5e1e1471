import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import type { LanguageFilter } from '../../api/keys'
import { MEMORY_LANGUAGE_WORDS } from '../../lib/memory-words'

/**
 * The language the list is narrowed to, said under the heading while "Order and filter" is folded,
 * and the way back to every language.
 */
export function ChosenLanguage({ language, onClear }: { language: LanguageFilter; onClear: () => void }) {
  const { t } = useLingui()
  if (!language) return null
  const name = t(MEMORY_LANGUAGE_WORDS[language])
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p>
        <Trans>Only memories written in {name}.</Trans>
      </p>
      <Button variant="quiet" onClick={onClear}>
        <Trans>Show every language</Trans>
      </Button>
    </div>
  )
}
