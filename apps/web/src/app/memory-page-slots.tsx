import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { Comment } from '@kindred/contract/comments'
import type { Memory } from '@kindred/contract/memories'
import type { ModerationStatus } from '@kindred/contract/moderation-status'
import { commentKeys } from '@/features/comments/api/keys'
import { CommentsSection } from '@/features/comments/components/comments-section'
import { ConnectButton } from '@/features/connections/components/connect-button'
import { PersonMenu } from '@/features/connections/components/person-menu'
import { useBlockPerson } from '@/features/connections/api/block-person'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { useMutePerson } from '@/features/connections/api/mute-person'
import { CommentReactions } from '@/features/interactions/components/comment-reactions'
import { MeTooNotes } from '@/features/interactions/components/me-too-notes'
import { useHideMemory } from '@/features/memories/api/hide-memory'
import { memoryKeys } from '@/features/memories/api/keys'
import type { MemoryAuthorRef } from '@/features/memories/components/memories-context'
import { ModerationNote } from '@/features/moderation/components/moderation-note'
import { ReportButton } from '@/features/moderation/components/report-button'
import { SuspensionNotice, type Suspension } from '@/features/moderation/components/suspension-notice'
import { describeError } from '@/lib/form-errors'
import { showNotice } from '@/lib/notices'

// The parts of memory-extras.tsx that a memory's own page or a signed-in person needs, never a
// visitor's feed: loaded when first shown, so a first visit to /memories does not carry them
// (decision 029).

/**
 * On someone else's memory, under its reactions: connect with its named author (from when, for a new
 * account, as the session says: decision 037), and report it.
 */
export function MemoryPageActions({ memory }: { memory: Memory }) {
  const mayAskFrom = useCookieStore((state) => state.user?.new_account?.until ?? null)
  return (
    <div className="flex flex-wrap items-start gap-3">
      {memory.author && !memory.anonymous ? (
        <ConnectButton
          shareableLink={memory.shareable_link}
          authorName={memory.author.display_name}
          mayAskFrom={mayAskFrom}
        />
      ) : null}
      <MemoryReport memory={memory} />
    </div>
  )
}

interface MemoryPageSectionsProps {
  memory: Memory
  signedIn: boolean
  suspension: Suspension | null
}

/** What follows a memory on its page: the me-toos for its author, then the comments. */
export function MemoryPageSections({ memory, signedIn, suspension }: MemoryPageSectionsProps) {
  return (
    <>
      {signedIn && memory.is_mine ? <MeTooNotes shareableLink={memory.shareable_link} /> : null}
      <CommentsSection
        shareableLink={memory.shareable_link}
        commentsPolicy={memory.comments_policy}
        signedIn={signedIn}
        isMemoryAuthor={memory.is_mine}
        commentActions={(comment) => (
          <>
            <CommentReactions commentId={comment.id} isMine={comment.is_mine} signedIn={signedIn} />
            {signedIn && !comment.is_mine ? <CommentReport id={comment.id} author={comment.author} /> : null}
          </>
        )}
        moderationNote={(comment) => (
          <AuthorModerationNote
            kind="comment"
            id={comment.id}
            moderation={comment.moderation}
            shareableLink={memory.shareable_link}
          />
        )}
        writeNotice={<SuspensionNotice suspension={suspension} place="comment" />}
      />
    </>
  )
}

/** Beside a named author, for someone signed in: mute, block or report them. */
export function AuthorMenu({ author }: { author: MemoryAuthorRef }) {
  return (
    <PersonMenu
      publicId={author.public_id}
      displayName={author.display_name}
      report={<PersonReport author={author} />}
    />
  )
}

/** Above a memory its author sees set aside by moderation. */
export function MemoryModerationNote({ memory }: { memory: Memory }) {
  return (
    <AuthorModerationNote
      kind="memory"
      id={memory.shareable_link}
      moderation={memory.moderation}
      shareableLink={memory.shareable_link}
    />
  )
}

interface AuthorModerationNoteProps {
  kind: 'memory' | 'comment'
  /** The memory's shareable link or the comment's id, as the appeal names them. */
  id: string
  moderation: ModerationStatus | null
  /** The memory it is on: after an appeal, the memory or its comments refresh to say where it stands. */
  shareableLink: string
}

function AuthorModerationNote({ kind, id, moderation, shareableLink }: AuthorModerationNoteProps) {
  const queryClient = useQueryClient()
  const refresh = () =>
    void queryClient.invalidateQueries({
      queryKey: kind === 'memory' ? memoryKeys.byLink(shareableLink) : commentKeys.forMemory(shareableLink),
    })
  return (
    <ModerationNote
      moderation={moderation}
      subject={{ subject_kind: kind, subject_id: id }}
      onAppealed={refresh}
    />
  )
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
      targetKind="memory"
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

type Person = { public_id: string; display_name: string }

/**
 * What a report offers for "I'd rather not see this" about someone named: mute or block them, each
 * said in the app's notice. Nothing for nobody (an anonymous or erased author). `leaveOnBlock`: the
 * page is their memory, which goes with the block, so the feed is where the notice is read.
 */
function usePersonAlternatives(person: Person | null, { leaveOnBlock = false } = {}) {
  const mute = useMutePerson()
  const navigate = useNavigate()
  const block = useBlockPerson(leaveOnBlock ? { onBlocked: () => navigate('/memories') } : undefined)
  if (!person) return {}
  const done = (success: string, failure: string) => ({
    onSuccess: () => showNotice(success),
    onError: (error: unknown) => showNotice(`${failure} ${describeError(error)}`),
  })
  return {
    mute: () =>
      mute.mutate(
        person.public_id,
        done(
          `${person.display_name} is muted: their memories and comments leave your lists.`,
          'They could not be muted.',
        ),
      ),
    block: () =>
      block.mutate(
        person.public_id,
        done(
          `${person.display_name} is blocked: neither of you will see the other.`,
          'They could not be blocked.',
        ),
      ),
  }
}

/** Report a person (their name, what they do to others), or mute or block them instead. */
function PersonReport({ author }: { author: Person }) {
  return (
    <ReportButton
      targetKind="person"
      target={author.public_id}
      subjectLabel={author.display_name}
      buttonLabel={`Report ${author.display_name}`}
      alternatives={usePersonAlternatives(author, { leaveOnBlock: true })}
    />
  )
}

/** Report a comment, or mute or block its named author instead. */
function CommentReport({ id, author }: { id: string; author: Comment['author'] }) {
  return (
    <ReportButton
      targetKind="comment"
      target={id}
      subjectLabel="this comment"
      alternatives={usePersonAlternatives(author)}
    />
  )
}
