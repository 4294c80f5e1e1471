import { Trans } from '@lingui/react/macro'
import { linkClassName } from '@/components/ui/text-link'
import { useReportCitations } from './report-citations'
import { reportSourceId } from './section-ids'

/** Numbered links from a paragraph to its sources in the report's one list: [1] [3]. */
export function CitationRefs({ keys }: { keys: string[] }) {
  const { numberOf, showSource } = useReportCitations()
  const cited = [...new Set(keys.map(numberOf).filter((n): n is number => n !== undefined))]
  if (cited.length === 0) return null
  return (
    <>
      {cited.map((n) => (
        <a
          key={n}
          href={`#${reportSourceId(n)}`}
          onClick={(event) => {
            event.preventDefault()
            showSource(n)
          }}
          className={`${linkClassName} ml-1 text-base`}
        >
          <span aria-hidden="true">[{n}]</span>
          <span className="sr-only">
            <Trans>Source {n}</Trans>
          </span>
        </a>
      ))}
    </>
  )
}
