import type { Source } from '@kindred/contract/guide'
import { linkClassName } from '@/components/ui/text-link'

interface SourceListProps {
  sources: Source[]
  /** Prefix for each entry's id, so numbered citations can link to it. */
  idPrefix: string
}

/** Numbered sources; a source without a trustworthy address is cited without a link. */
export function SourceList({ sources, idPrefix }: SourceListProps) {
  if (sources.length === 0) return null
  return (
    <ol className="flex list-decimal flex-col gap-2 pl-6 text-base">
      {sources.map((source, index) => (
        <li key={source.key} id={`${idPrefix}-${index + 1}`} tabIndex={-1}>
          {source.citation}{' '}
          {source.url ? (
            <a href={source.url} rel="noreferrer" className={linkClassName}>
              Open the source
              <span className="sr-only"> {index + 1} (opens another website)</span>
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
