import type { Snippet } from '@kindred/contract/memories'
import { TextLink } from '@/components/ui/text-link'
import { useMemoriesEnvironment } from '../memories-context'
import { ContentWarningGate } from './content-warning-gate'
import { MemoryByline } from './memory-byline'
import { TagList } from './tag-list'

/**
 * A snippet (the start of a memory, from the tag-filtered list) with a link to read it all. A snippet
 * does not say whose it is, so it offers no reactions: only how many said the empathy words.
 */
export function SnippetCard({ snippet }: { snippet: Snippet }) {
  const { empathyLabel } = useMemoriesEnvironment()
  const meToo = snippet.counts.me_too
  const href = `/memories/m/${snippet.shareable_link}`
  return (
    <article className="flex flex-col gap-3 rounded-2xl border-2 border-line bg-card p-5 sm:p-6">
      <ContentWarningGate warnings={snippet.content_warnings}>
        <h3 className="text-xl font-semibold">
          <TextLink to={href}>{snippet.title}</TextLink>
        </h3>
        <MemoryByline memory={snippet} />
        <p>{snippet.snippet}</p>
        <p>
          <TextLink to={href}>
            Read the whole memory<span className="sr-only">: {snippet.title}</span>
          </TextLink>
        </p>
        <TagList tags={snippet.tags} />
        {meToo > 0 ? (
          <p className="text-base text-muted">
            {meToo === 1 ? '1 person' : `${meToo} people`} said “{empathyLabel}”
          </p>
        ) : null}
      </ContentWarningGate>
    </article>
  )
}
