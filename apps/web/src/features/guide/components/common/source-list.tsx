import { Trans, useLingui } from '@lingui/react/macro'
import type { Source } from '@kindred/contract/guide'
import { linkClassName } from '@/components/ui/text-link'
import { cachedFormatter, intlLocale } from '@/lib/intl-locale'

interface SourceListProps {
  sources: Source[]
  /** Each entry's id by its number, so numbered citations can link to it. */
  idOf: (n: number) => string
}

/** Numbered sources; a source without a trustworthy address is cited without a link. */
export function SourceList({ sources, idOf }: SourceListProps) {
  if (sources.length === 0) return null
  return (
    <ol className="flex list-decimal flex-col gap-2 pl-6 text-base">
      {sources.map((source, index) => (
        <SourceItem key={source.key} source={source} number={index + 1} id={idOf(index + 1)} />
      ))}
    </ol>
  )
}

/**
 * A source's language when the page is shown in another, named in the page's (an English source on a
 * Spanish page is "inglés"); null when they are the same.
 */
function otherLanguage(source: Source, shown: string): string | null {
  const locale = intlLocale(shown)
  if (source.language.split('-')[0] === locale.split('-')[0]) return null
  const names = cachedFormatter(
    'language-names',
    locale,
    {},
    () => new Intl.DisplayNames([locale], { type: 'language' }),
  )
  return names.of(source.language) ?? source.language
}

/**
 * A source as published, in its own words (marked with their language, so a screen reader says an
 * English citation as English on a Spanish page), and told in what language it is when the page
 * is shown in another (decision 083); then Kindred's note on it, in the page's language.
 */
function SourceItem({ source, number, id }: { source: Source; number: number; id: string }) {
  const { t, i18n } = useLingui()
  const language = otherLanguage(source, i18n.locale)
  return (
    <li id={id} tabIndex={-1}>
      {language ? (
        <>
          <span lang={source.language}>{source.citation}</span> {t`(in ${language})`}
        </>
      ) : (
        source.citation
      )}
      {source.note ? ` ${source.note}` : null}{' '}
      {source.url ? (
        <>
          <a href={source.url} rel="noreferrer" className={`${linkClassName} print:hidden`}>
            <Trans>
              Open the source<span className="sr-only"> {number} (opens another website)</span>
            </Trans>
          </a>
          {/* On paper a link cannot be followed: the address is printed instead. */}
          <span className="hidden break-all print:inline">{source.url}</span>
        </>
      ) : null}
    </li>
  )
}
