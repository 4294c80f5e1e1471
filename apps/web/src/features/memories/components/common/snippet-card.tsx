import type { Snippet } from '@kindred/contract/memories'
import { TextLink } from '@/components/ui/text-link'
import { ContentWarningGate } from './content-warning-gate'
import { EmpathyButton } from './empathy-button'
import { MemoryByline } from './memory-byline'
import { TagList } from './tag-list'

/** A snippet (the start of a memory, from the tag-filtered list) with a link to read it all. */
export function SnippetCard({ snippet }: { snippet: Snippet }) {
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
        <EmpathyButton count={snippet.counts.me_too} />
      </ContentWarningGate>
    </article>
  )
}
