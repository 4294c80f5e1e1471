import { Trans } from '@lingui/react/macro'
import { MEMORY_LANGUAGES, type MemoryLanguage } from '@kindred/contract/memories-constants'
import { LANGUAGE_NAMES } from '@/lib/i18n/languages'

/**
 * The language the memory is written in, as search will stem it: the page's language unless changed.
 * One row, its name beside a narrow list (under it where the row is too narrow: a phone at 200 %
 * text); each language named in itself, so a reader finds their own.
 */
export function WrittenIn({
  id,
  value,
  onChange,
}: {
  id: string
  value: MemoryLanguage
  onChange: (language: MemoryLanguage) => void
}) {
  return (
    <div className="-mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <label htmlFor={id} className="font-semibold">
        <Trans>Written in</Trans>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const picked = MEMORY_LANGUAGES.find((language) => language === event.target.value)
          if (picked) onChange(picked)
        }}
        className="min-h-11 max-w-full rounded-xl border-2 border-line bg-card px-3 py-1 text-ink"
      >
        {MEMORY_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  )
}
