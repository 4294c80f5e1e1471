import { Trans, useLingui } from '@lingui/react/macro'
import type { Memory, MemoryCard } from '@kindred/contract/memories'
import { formatDateTime } from '@/lib/format-date'
import { ANONYMOUS_WORDS, VISIBILITY_WORDS } from '../../lib/memory-words'
import { useMemoriesEnvironment } from '../memories-context'

type Byline = Pick<MemoryCard, 'author' | 'created_at'> &
  Partial<Pick<MemoryCard, 'edited_at' | 'visibility' | 'anonymous' | 'is_mine'>>

/**
 * Who shared it (or "Shared anonymously") and when; for your own, who can see it. Given the whole
 * memory (`menuFor`), the author's name is followed by the page's author menu (mute, block, report)
 * when its answer says the reader may act on its author (`abilities.connect`: signed in, someone
 * else's, named). A moderator is shown who wrote an anonymous memory, marked in
 * words as hidden from everyone else.
 */
export function MemoryByline({ memory, menuFor }: { memory: Byline; menuFor?: MemoryCard | Memory }) {
  const { authorMenu } = useMemoriesEnvironment()
  const { t } = useLingui()
  const menu = menuFor?.abilities.connect && memory.author ? authorMenu(memory.author, menuFor) : null
  return (
    <div className="flex flex-wrap items-center gap-x-3 text-base text-muted">
      <span>
        {memory.author ? memory.author.display_name : <Trans>Shared anonymously</Trans>}
        {memory.author && memory.anonymous && !memory.is_mine ? (
          <span className="font-semibold text-ink"> ({t(ANONYMOUS_WORDS.forModerators)})</span>
        ) : null}
      </span>
      {menu}
      <time dateTime={memory.created_at}>{formatDateTime(memory.created_at)}</time>
      {memory.edited_at ? (
        <span>
          <Trans>(edited)</Trans>
        </span>
      ) : null}
      {memory.is_mine && memory.visibility ? (
        <span className="font-semibold text-ink">
          {t(VISIBILITY_WORDS[memory.visibility][memory.anonymous ? 'badgeAnonymous' : 'badge'])}
        </span>
      ) : null}
    </div>
  )
}
