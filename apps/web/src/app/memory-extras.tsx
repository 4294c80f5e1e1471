import { useNavigate } from 'react-router'
import type { Memory } from '@kindred/contract/memories'
import { CommentsSection } from '@/features/comments/components/comments-section'
import { ConnectButton } from '@/features/connections/components/connect-button'
import { PersonMenu } from '@/features/connections/components/person-menu'
import { useBlockPerson } from '@/features/connections/api/block-person'
import { useMutePerson } from '@/features/connections/api/mute-person'
import { CommentReactions } from '@/features/interactions/components/comment-reactions'
import { MemoryReactions } from '@/features/interactions/components/memory-reactions'
import { MeTooNotes } from '@/features/interactions/components/me-too-notes'
import { useHideMemory } from '@/features/memories/api/hide-memory'
import type { MemoriesEnvironment } from '@/features/memories/components/memories-context'
import { ReportButton } from '@/features/moderation/components/report-button'
import { describeError } from '@/lib/form-errors'
import { showNotice } from '@/lib/notices'

type Slots = Pick<MemoriesEnvironment, 'cardActions' | 'pageActions' | 'pageSections' | 'authorMenu'>

/**
 * The slots the memories screens leave for other features (they do not import each other):
 * reactions on cards; on a memory's page its reactions and kind words, connect and report, then the
 * me-toos (for its author) and the comments; beside an author's name, mute and block.
 */
export function memoryExtras({ signedIn, empathyLabel }: { signedIn: boolean; empathyLabel: string }): Slots {
  return {
    cardActions: (memory) => (
      <MemoryReactions
        shareableLink={memory.shareable_link}
        isMine={memory.is_mine}
        counts={memory.counts}
        signedIn={signedIn}
        empathyLabel={empathyLabel}
      />
    ),
    pageActions: (memory) => (
      <>
        <MemoryReactions
          shareableLink={memory.shareable_link}
          isMine={memory.is_mine}
          counts={memory.counts}
          signedIn={signedIn}
          empathyLabel={empathyLabel}
          withFeedback
        />
        {signedIn && !memory.is_mine ? (
          <div className="flex flex-wrap items-start gap-3">
            {memory.author && !memory.anonymous ? (
              <ConnectButton shareableLink={memory.shareable_link} authorName={memory.author.display_name} />
            ) : null}
            <MemoryReport memory={memory} />
          </div>
        ) : null}
      </>
    ),
    pageSections: (memory) => (
      <>
        {signedIn && memory.is_mine ? <MeTooNotes shareableLink={memory.shareable_link} /> : null}
        <CommentsSection
          shareableLink={memory.shareable_link}
          commentsPolicy={memory.comments_policy}
          signedIn={signedIn}
          isMemoryAuthor={memory.is_mine}
          commentActions={(comment) => (
            <CommentReactions commentId={comment.id} isMine={comment.is_mine} signedIn={signedIn} />
          )}
        />
      </>
    ),
    authorMenu: (author) =>
      signedIn ? <PersonMenu publicId={author.public_id} displayName={author.display_name} /> : null,
  }
}

/**
 * Report this memory; for "I'd rather not see this", the person's own tools instead: hide it, and
 * for a named author mute or block them. What happened is said in the app's notice.
 */
function MemoryReport({ memory }: { memory: Memory }) {
  const hide = useHideMemory(memory.hash_id)
  const mute = useMutePerson()
  const author = memory.anonymous ? null : memory.author
  const navigate = useNavigate()
  // The memory leaves the page with its author: say so on the feed (see useBlockPerson).
  const block = useBlockPerson({
    onBlocked: () => {
      showNotice(`${author?.display_name ?? 'They'} is blocked: neither of you will see the other.`)
      navigate('/memories')
    },
  })
  const done = (success: string, failure: string) => ({
    onSuccess: () => showNotice(success),
    onError: (error: unknown) => showNotice(`${failure} ${describeError(error)}`),
  })
  return (
    <ReportButton
      targetKind={1}
      target={memory.shareable_link}
      subjectLabel="this memory"
      alternatives={{
        hide: () =>
          hide.mutate(
            undefined,
            done('Hidden. It will no longer appear in your lists.', 'It could not be hidden.'),
          ),
        ...(author
          ? {
              mute: () =>
                mute.mutate(
                  author.public_id,
                  done(
                    `${author.display_name} is muted: their memories and comments leave your lists.`,
                    'They could not be muted.',
                  ),
                ),
              block: () =>
                block.mutate(author.public_id, {
                  onError: (error: unknown) =>
                    showNotice(`They could not be blocked. ${describeError(error)}`),
                }),
            }
          : {}),
      }}
    />
  )
}
