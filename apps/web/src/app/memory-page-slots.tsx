import { useLingui } from '@lingui/react/macro'
import type { Comment } from '@kindred/contract/comments'
import type { Memory } from '@kindred/contract/memories'
import { CommentsSection } from '@/features/comments/components/comments-section'
import { ConnectButton } from '@/features/connections/components/connect-button'
import { usePersonAlternatives, type NamedPerson } from '@/features/connections/hooks/use-person-alternatives'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { CommentReactions } from '@/features/interactions/components/comment-reactions'
import { useHideWithNotice } from '@/features/memories/hooks/use-hide-with-notice'
import { ModerationNote } from '@/features/moderation/components/moderation-note'
import { ReportButton } from '@/features/moderation/components/report-button'
import { SuspensionNotice, type Suspension } from '@/features/moderation/components/suspension-notice'

// The parts of memory-extras.tsx that a memory's own page or a signed-in person needs, never a
// visitor's feed: loaded when first shown, so a first visit to /memories does not carry them
// (decision 029). Composition only: which feature's part goes where; the behaviour is the features'.

export { MeTooNotes } from '@/features/interactions/components/me-too-notes'

interface MemoryPageActionsProps {
  memory: Memory
  author: NamedPerson | null
}

/** Connect with a named author (from when, for a new account, as the session says: decision 037); report. */
export function MemoryPageActions({ memory, author }: MemoryPageActionsProps) {
  const mayAskFrom = useCookieStore((state) => state.user?.new_account?.until ?? null)
  return (
    <div className="flex flex-wrap items-start gap-3">
      {author ? (
        <ConnectButton
          shareableLink={memory.shareable_link}
          authorName={author.display_name}
          mayAskFrom={mayAskFrom}
        />
      ) : null}
      <MemoryReport memory={memory} author={author} />
    </div>
  )
}

/** Report this memory; for "I'd rather not see this", hide it or mute or block its named author. */
function MemoryReport({ memory, author }: MemoryPageActionsProps) {
  const { t } = useLingui()
  const hide = useHideWithNotice(memory.hash_id)
  const personal = usePersonAlternatives(author, { leaveOnBlock: true })
  return (
    <ReportButton
      targetKind="memory"
      target={memory.shareable_link}
      subjectLabel={t`this memory`}
      alternatives={{ hide, ...personal }}
    />
  )
}

interface MemoryCommentsProps {
  memory: Memory
  signedIn: boolean
  suspension: Suspension | null
  /** Whether a comment starts without the person's name (decision 057). */
  anonymousByDefault: boolean
}

/** The comments, each with its reactions, a report for others' and the moderation note for its author. */
export function MemoryComments({ memory, signedIn, suspension, anonymousByDefault }: MemoryCommentsProps) {
  return (
    <CommentsSection
      anonymousByDefault={anonymousByDefault}
      shareableLink={memory.shareable_link}
      commentsPolicy={memory.comments_policy}
      mayComment={memory.abilities.comment}
      commentActions={(comment) => (
        <CommentReactions commentId={comment.id} mayLove={comment.abilities.love} signedIn={signedIn} />
      )}
      othersCommentActions={(comment) => <CommentReport id={comment.id} author={comment.author} />}
      moderationNote={(comment, onAppealed) => (
        <ModerationNote
          moderation={comment.moderation}
          subject={{ subject_kind: 'comment', subject_id: comment.id }}
          onAppealed={onAppealed}
        />
      )}
      writeNotice={<SuspensionNotice suspension={suspension} place="comment" />}
    />
  )
}

/** Report a comment, or mute or block its named author instead. */
function CommentReport({ id, author }: { id: string; author: Comment['author'] }) {
  const { t } = useLingui()
  return (
    <ReportButton
      targetKind="comment"
      target={id}
      subjectLabel={t`this comment`}
      alternatives={usePersonAlternatives(author)}
    />
  )
}

/** Above a memory its author sees set aside by moderation. */
export function MemoryModerationNote({ memory, onAppealed }: { memory: Memory; onAppealed: () => void }) {
  return (
    <ModerationNote
      moderation={memory.moderation}
      subject={{ subject_kind: 'memory', subject_id: memory.shareable_link }}
      onAppealed={onAppealed}
    />
  )
}
