import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { StrokeIcon } from '@/components/ui/stroke-icon'
import { useLanguageStore } from '@/lib/i18n/language-store'
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@/lib/i18n/languages'
import { whileSavingPick } from '../lib/account-language'

/**
 * The languages Kindred speaks, each named in itself (and marked as that language, so a screen reader
 * says "Español" the Spanish way): a reader finds their own whatever the page is in now. Picking one
 * switches the page at once, without a reload, and remembers it on this device; signed in, it is
 * saved to the account too (loaded with the pick: a first visit carries no preferences API).
 */
export function LanguageSwitch({ signedIn }: { signedIn: boolean }) {
  const { i18n } = useLingui()
  const labelId = useId()

  const pick = (language: Language) => {
    // Counted as being saved before the page switches: a load that starts on the switch is not followed.
    if (signedIn)
      void whileSavingPick(async () => {
        const { saveLanguage } = await import('../lib/saved-language')
        await saveLanguage(language)
      })
    useLanguageStore.getState().choose(language)
  }

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      {/* A globe instead of the word: the header's second row must still fit a laptop at 150 % text
          (the first memory's title stays in the first view); the group keeps its name for a screen reader. */}
      <StrokeIcon>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9s1.2-6.3 3.7-9z" />
      </StrokeIcon>
      <span id={labelId} className="sr-only">
        <Trans>Language</Trans>
      </span>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          variant="secondary"
          lang={language}
          aria-pressed={i18n.locale === language}
          onClick={() => pick(language)}
          className="aria-pressed:border-brand aria-pressed:bg-calm dark:aria-pressed:border-brand-soft"
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </div>
  )
}
