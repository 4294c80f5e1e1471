import { lazy, Suspense, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { TextLink } from '@/components/ui/text-link'
import { FocusHeading } from '@/components/ui/focus-heading'
import { useBeingDeleted } from '../../api/delete-memory'
import { useMemoryByLink } from '../../api/get-memories-bulk'
import { memoryKeys } from '../../api/keys'
import { ConnectionsCanTell } from '../common/connections-can-tell'
import { ContentWarningGate, useFoldedByFilters } from '../common/content-warning-gate'
import { MemoryByline } from '../common/memory-byline'
import { TagList } from '../common/tag-list'
import { useMemoriesEnvironment } from '../memories-context'
import { AGE_RANGE_WORDS, MEMORY_TYPE_WORDS } from '../../lib/memory-words'
import { MoreByAuthor } from './more-by-author'
import { MemoryActions } from './memory-actions'

// Only the author who chose Edit needs the composer: it loads then, not with every first visit to a
// memory's page (decision 062), as the feed's composer does (decision 029).
const MemoryComposer = lazy(() =>
  import('../composer/memory-composer').then((module) => ({ default: module.MemoryComposer })),
)

/** One memory, whole (SPEC §9.1 /memories/m/{shareable_link}), with what its reader can do. */
export function MemoryDetail({ shareableLink }: { shareableLink: string }) {
  const query = useMemoryByLink(shareableLink)
  const environment = useMemoriesEnvironment()
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const beingDeleted = useBeingDeleted(shareableLink)
  // "Show anyway" pressed: kept here, since what answers the memory (its comments) and "More from"
  // its author stay folded with it; nothing to answer under words the reader chose not to see.
  const [opened, setOpened] = useState(false)
  const folded = useFoldedByFilters(query.data?.content_warnings ?? [], query.data?.is_mine) && !opened

  if (query.isPending) return <LoadingStatus>{t`Loading the memory…`}</LoadingStatus>
  if (query.isError)
    return <LoadError what={t`this memory`} error={query.error} onRetry={() => void query.refetch()} />
  const memory = query.data
  if (!memory)
    return (
      <div className="flex flex-col gap-3">
        <FocusHeading>
          <Trans>This memory is not here</Trans>
        </FocusHeading>
        <p>
          <Trans>
            It may have been deleted, or its author shared it only with some people. You can{' '}
            <TextLink to="/memories">read other memories</TextLink> or{' '}
            <TextLink to="/memories/search">search for one</TextLink>.
          </Trans>
        </p>
      </div>
    )

  if (editing)
    return (
      <section aria-labelledby="edit-memory" className="flex flex-col gap-4">
        <FocusHeading>
          <span id="edit-memory">
            <Trans>Edit your memory</Trans>
          </span>
        </FocusHeading>
        <Suspense fallback={<LoadingStatus>{t`Opening the composer…`}</LoadingStatus>}>
          <MemoryComposer
            memory={memory}
            onDone={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      </section>
    )

  // Someone else's memory, by name: whom to connect with, mute or block (never an anonymous one's
  // author, whom a moderator is shown: the answer says so in `abilities.connect`).
  const namedAuthor = memory.abilities.connect ? memory.author : null
  const refresh = () => void queryClient.invalidateQueries({ queryKey: memoryKeys.byLink(shareableLink) })
  const present = !beingDeleted
  return (
    <>
      {memory.moderation ? environment.moderationNote(memory, refresh) : null}
      <article className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-card p-5 sm:p-6">
        <ContentWarningGate
          warnings={memory.content_warnings}
          isMine={memory.is_mine}
          shown={opened}
          onShow={() => setOpened(true)}
        >
          {/* The memory's own words are marked as its language, so a screen reader speaks them in it. */}
          <h2 className="text-2xl font-semibold" lang={memory.language}>
            {memory.title}
          </h2>
          <MemoryByline memory={memory} menuFor={memory} />
          <ConnectionsCanTell memory={memory} onEdit={() => setEditing(true)} />
          <p className="text-base text-muted">
            {t(MEMORY_TYPE_WORDS[memory.mt].label)}
            {memory.age_range ? ` · ${t(AGE_RANGE_WORDS[memory.age_range])}` : ''}
          </p>
          {/* Plain text; line breaks kept by CSS, never by HTML. */}
          <div className="max-w-prose whitespace-pre-wrap" lang={memory.language}>
            {memory.body}
          </div>
          <TagList tags={memory.tags} />
          {present ? environment.pageReactions(memory) : null}
          {present && memory.abilities.report ? environment.pageActions(memory, namedAuthor) : null}
        </ContentWarningGate>
      </article>
      <MemoryActions memory={memory} onEdit={() => setEditing(true)} />
      {present && memory.is_mine ? environment.authorSection(memory) : null}
      {present && !folded ? environment.comments(memory) : null}
      {/* Never for an anonymous memory a moderator can see the author of: it would tie the two. */}
      {memory.author && !memory.is_mine && !memory.anonymous && !folded ? (
        <MoreByAuthor author={memory.author} exclude={memory.hash_id} />
      ) : null}
    </>
  )
}
