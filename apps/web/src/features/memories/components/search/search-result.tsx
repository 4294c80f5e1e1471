import type { SearchResult } from '@kindred/contract/memories'
import { TextLink } from '@/components/ui/text-link'
import { ConnectionsCanTell } from '../common/connections-can-tell'
import { ContentWarningGate } from '../common/content-warning-gate'
import { HighlightedText } from '../common/highlighted-text'
import { MemoryByline } from '../common/memory-byline'
import { OwnWarnings } from '../common/own-warnings'
import { TagList } from '../common/tag-list'
import { useMemoriesEnvironment } from '../memories-context'

/**
 * A search result: the title and up to three fragments, with the words found marked; on one's own,
 * the line naming its warnings after them, as on a card.
 */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const { cardActions } = useMemoriesEnvironment()
  const href = `/memories/m/${result.shareable_link}`
  return (
    <article className="flex flex-col gap-3 rounded-2xl border-2 border-line bg-card p-5 sm:p-6">
      <ContentWarningGate
        warnings={result.content_warnings}
        noun="result"
        isMine={result.is_mine}
        ownWarningsNote={false}
      >
        <h3 className="text-xl font-semibold">
          <TextLink to={href}>
            <span lang={result.language}>
              <HighlightedText parts={result.title_highlight} />
            </span>
          </TextLink>
        </h3>
        <MemoryByline memory={result} menuFor={result} />
        <ConnectionsCanTell memory={result} />
        {result.fragments.length > 0 ? (
          <ul className="flex flex-col gap-2" lang={result.language}>
            {result.fragments.map((fragment, index) => (
              <li key={index} className="whitespace-pre-wrap">
                …<HighlightedText parts={fragment} />…
              </li>
            ))}
          </ul>
        ) : (
          <p className="whitespace-pre-wrap" lang={result.language}>
            {result.excerpt}
          </p>
        )}
        {result.is_mine ? <OwnWarnings warnings={result.content_warnings} compact /> : null}
        <TagList tags={result.tags} />
        {cardActions(result)}
      </ContentWarningGate>
    </article>
  )
}
