import type { Source } from '@kindred/contract/guide'
import { linkClassName } from '@/components/ui/text-link'

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
        <li key={source.key} id={idOf(index + 1)} tabIndex={-1}>
          {source.citation}{' '}
          {source.url ? (
            <>
              <a href={source.url} rel="noreferrer" className={`${linkClassName} print:hidden`}>
                Open the source
                <span className="sr-only"> {index + 1} (opens another website)</span>
              </a>
              {/* On paper a link cannot be followed: the address is printed instead. */}
              <span className="hidden break-all print:inline">{source.url}</span>
            </>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
