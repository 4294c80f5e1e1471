import { Plural, Trans } from '@lingui/react/macro'
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
  const title = snippet.title
  return (
    <article className="flex flex-col gap-3 rounded-2xl border-2 border-line bg-card p-5 sm:p-6">
      <ContentWarningGate warnings={snippet.content_warnings}>
        <h3 className="text-xl font-semibold">
          <TextLink to={href}>
            <span lang={snippet.language}>{snippet.title}</span>
          </TextLink>
        </h3>
        <MemoryByline memory={snippet} />
        <p lang={snippet.language}>{snippet.snippet}</p>
        <p>
          <TextLink to={href}>
            <Trans>
              Read the whole memory<span className="sr-only">: {title}</span>
            </Trans>
          </TextLink>
        </p>
        <TagList tags={snippet.tags} />
        {meToo > 0 ? (
          <p className="text-base text-muted">
            <Plural
              value={meToo}
              one={`# person said “${empathyLabel}”`}
              other={`# people said “${empathyLabel}”`}
            />
          </p>
        ) : null}
      </ContentWarningGate>
    </article>
  )
}
