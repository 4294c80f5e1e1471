import { Trans } from '@lingui/react/macro'
import type { MemoryCard } from '@kindred/contract/memories'
import { TextLink } from '@/components/ui/text-link'
import { useMemoriesEnvironment } from '../memories-context'
import { ConnectionsCanTell } from './connections-can-tell'
import { ContentWarningGate } from './content-warning-gate'
import { MemoryByline } from './memory-byline'
import { OwnWarnings } from './own-warnings'
import { TagList } from './tag-list'

/**
 * A memory in a list: title, who and when, the excerpt, its tags, and what a reader can give it (the
 * environment's card actions: the empathy button and the other reactions). On one's own card the
 * words come before the line naming its warnings, so the first card on a screen shows what was
 * written (decision 058).
 */
export function MemoryCardView({ memory, headingLevel = 3 }: { memory: MemoryCard; headingLevel?: 2 | 3 }) {
  const { cardActions } = useMemoriesEnvironment()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const href = `/memories/m/${memory.shareable_link}`
  const title = memory.title
  return (
    <article className="flex flex-col gap-3 rounded-2xl border-2 border-line bg-card p-5 sm:p-6">
      <ContentWarningGate warnings={memory.content_warnings} isMine={memory.is_mine} ownWarningsNote={false}>
        <Heading className="text-xl font-semibold">
          <TextLink to={href}>
            <span lang={memory.language}>{memory.title}</span>
          </TextLink>
        </Heading>
        <MemoryByline memory={memory} menuFor={memory} />
        <ConnectionsCanTell memory={memory} />
        {/* Plain text with its line breaks kept; never HTML. In its own language, whatever the page's. */}
        <p className="whitespace-pre-wrap" lang={memory.language}>
          {memory.excerpt}
          {memory.truncated ? '…' : null}
        </p>
        {memory.truncated ? (
          <p>
            <TextLink to={href}>
              <Trans>
                Read the whole memory<span className="sr-only">: {title}</span>
              </Trans>
            </TextLink>
          </p>
        ) : null}
        {memory.is_mine ? <OwnWarnings warnings={memory.content_warnings} compact /> : null}
        <TagList tags={memory.tags} />
        {cardActions(memory)}
      </ContentWarningGate>
    </article>
  )
}
