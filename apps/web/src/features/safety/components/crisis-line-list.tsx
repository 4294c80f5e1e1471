import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { LoadingStatus } from '@/components/ui/loading-status'
import { contentLanguage, loadCrisisLines, useCrisisLinesStore } from '../lib/crisis-lines'

/** The crisis lines in the shown language, fetched with it (lib/crisis-lines.ts). */
export function CrisisLineList() {
  const { i18n, t } = useLingui()
  const language = contentLanguage(i18n.locale)
  const lines = useCrisisLinesStore((state) => state.loaded[language])
  const failed = useCrisisLinesStore((state) => state.failed[language] === true)
  useEffect(() => {
    if (!lines) void loadCrisisLines(language)
  }, [lines, language])

  if (!lines && failed)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border-2 border-danger p-5">
        <p className="font-semibold">
          <Trans>The list of crisis lines did not load. Please check your connection and try again.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void loadCrisisLines(language)}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  if (!lines) return <LoadingStatus>{t`Loading the crisis lines…`}</LoadingStatus>
  return (
    <ul className="flex flex-col gap-4">
      {lines.map((line) => (
        <li key={line.slug} className="rounded-2xl border-2 border-line bg-card p-5">
          <h3 className="text-xl font-semibold">{line.name}</h3>
          <p className="text-muted">{line.region}</p>
          <p className="mt-2">
            <a
              href={line.href}
              className="text-xl font-semibold text-link underline decoration-2 underline-offset-4"
              {...(line.href.startsWith('https:') ? { rel: 'noreferrer' } : {})}
            >
              {line.contact}
            </a>
          </p>
          <p className="mt-2">{line.description}</p>
        </li>
      ))}
    </ul>
  )
}
