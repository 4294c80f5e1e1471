import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import type { CommentAbility, CommentsPolicy } from '@kindred/contract/memories'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { TextLink } from '@/components/ui/text-link'
import { Failure } from '@/components/ui/failure'
import { moveFocus } from '@/lib/move-focus'
import { useCreateComment } from '../api/create-comment'
import { commentKeys } from '../api/keys'
import { useComments } from '../api/list-comments'
import { MEMORY_COMMENT_RULES } from '../lib/body-rules'
import { CommentForm } from './common/comment-form'
import { useWithoutName, WithoutNameChoice } from './common/without-name-choice'
import { CommentItem } from './comment-item'
import type { CommentActions, CommentModerationNote, CommentSlots } from './comment-slots'

export interface CommentsSectionProps {
  shareableLink: string
  /** Why the reader may not comment, when they may not (the words for it). */
  commentsPolicy: CommentsPolicy
  /** Whether the reader may comment, as the memory's answer says (`abilities.comment`, decision 078). */
  mayComment: CommentAbility
  /** Filled by the page: love and feedback on a comment (another feature). */
  commentActions?: CommentActions
  /** Filled by the page: on a comment the reader may report (`abilities.report`: another feature). */
  othersCommentActions?: CommentActions
  /** Filled by the page: the note under its author's own comment moderation set aside (another feature). */
  moderationNote?: CommentModerationNote
  /** Filled by the page: above the form, why commenting waits for now (a suspended account). */
  writeNotice?: ReactNode
  /**
   * Whether a comment or reply starts without the person's name: their default from Settings, so
   * it does unless told (decision 057).
   */
  anonymousByDefault?: boolean
}

/** Why the reader may not comment, and what they can still do: whole, for each policy that says no. */
function ClosedToComments({ policy }: { policy: CommentsPolicy }) {
  return policy === 'off' ? (
    <Trans>
      Comments are turned off for this memory. You can still read what was said before, and leave a reaction.
    </Trans>
  ) : (
    <Trans>
      Only the author's connections can comment on this memory. You can still read what was said before, and
      leave a reaction.
    </Trans>
  )
}

/** What the list says while it is empty, and what the reader could do about it. */
function NoCommentsYet({ mayComment }: { mayComment: CommentAbility }) {
  // `if_connected`: the server checks whether this person is connected when they post; the form
  // stays open to them, with a word about who can comment, and the server's answer is shown if it
  // refuses.
  if (mayComment === 'yes' || mayComment === 'if_connected')
    return <Trans>No comments yet. If something here speaks to you, a few kind words can mean a lot.</Trans>
  if (mayComment === 'no')
    return <Trans>No comments yet. You can still let the author know you relate with a reaction.</Trans>
  return <Trans>No comments yet. Sign in if you would like to be the first to say something kind.</Trans>
}

/**
 * A memory's comments (SPEC §6): the newest first, ten at a time, each with its replies (oldest
 * first, one level). Signed-in people comment as the memory's answer says they may; visitors are
 * invited to sign in. Every change is said in the status line; every failure beside what failed, text kept.
 */
export function CommentsSection({
  shareableLink,
  commentsPolicy,
  mayComment,
  commentActions,
  othersCommentActions,
  moderationNote,
  writeNotice,
  anonymousByDefault = true,
}: CommentsSectionProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [status, setStatus] = useState('')
  const query = useComments(shareableLink)
  const subject = { kind: 'memory', shareableLink } as const
  const create = useCreateComment(subject)
  const withoutName = useWithoutName(anonymousByDefault)
  const { pathname } = useLocation()

  const total = query.data?.pages[0]?.total
  const comments = query.data?.pages.flatMap((page) => page.results) ?? []
  const slots: CommentSlots = {
    commentActions,
    othersCommentActions,
    moderationNote,
    anonymousByDefault,
    onAppealed: () => void queryClient.invalidateQueries({ queryKey: commentKeys.forMemory(shareableLink) }),
  }
  const announce = (message: string) => setStatus(message)
  const afterDelete = () => moveFocus(heading.current)
  const list = useRef<HTMLUListElement>(null)
  // The first of the comments just loaded takes focus, so the "Show more" button going away at the
  // end does not drop a keyboard user back at the page's start.
  const showMore = () => {
    const before = comments.length
    void query.fetchNextPage().then(() => {
      const articles = list.current?.querySelectorAll<HTMLElement>(':scope > li > article')
      moveFocus(articles?.[before])
    })
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        <Trans>Comments</Trans>
        {total !== undefined ? (
          <span className="font-normal text-muted">
            {' '}
            (<Plural value={total} one="# comment" other="# comments" />)
          </span>
        ) : null}
      </h2>
      <p role="status" className={status ? 'text-base text-muted' : 'sr-only'}>
        {status}
      </p>

      {mayComment === 'no' ? (
        <p>
          <ClosedToComments policy={commentsPolicy} />
        </p>
      ) : mayComment === 'sign_in' ? (
        <p>
          <Trans>
            <TextLink to="/login" state={{ from: pathname }}>
              Sign in to reply
            </TextLink>{' '}
            and join the conversation. Reading needs no account.
          </Trans>
        </p>
      ) : (
        <>
          {writeNotice}
          {mayComment === 'if_connected' ? (
            <p>
              <Trans>
                Only the author's connections can comment on this memory. If you are connected with them, you
                can write below.
              </Trans>
            </p>
          ) : null}
          <CommentForm
            rules={MEMORY_COMMENT_RULES}
            emptyMessage={t`Please write something first.`}
            label={t`Add a comment`}
            formLabel={t`Add a comment`}
            hint={
              <p className="text-base text-muted">
                <Trans>
                  Kind words help. Your name is shown only if you untick “Comment without my name”; you can
                  edit or delete it later.
                </Trans>
              </p>
            }
            submitLabel={t`Post comment`}
            pendingLabel={t`Posting…`}
            pending={create.isPending}
            onSubmit={(body) => create.mutateAsync({ body, anonymous: withoutName.anonymous })}
            onDone={() => {
              withoutName.reset()
              announce(t`Your comment is posted.`)
            }}
            failurePrefix={t`We could not post your comment.`}
          >
            <WithoutNameChoice
              label={t`Comment without my name`}
              checked={withoutName.anonymous}
              onChange={withoutName.choose}
            />
          </CommentForm>
        </>
      )}

      {query.isPending ? (
        <LoadingStatus>{t`Loading comments…`}</LoadingStatus>
      ) : query.isError && !query.data ? (
        <LoadError what={t`the comments`} error={query.error} onRetry={() => void query.refetch()} />
      ) : comments.length === 0 ? (
        <p>
          <NoCommentsYet mayComment={mayComment} />
        </p>
      ) : (
        <>
          <ul ref={list} aria-label={t`Comments`} className="flex flex-col gap-6">
            {comments.map((comment) => (
              <CommentItem
                key={comment.id}
                subject={subject}
                comment={comment}
                isReply={false}
                slots={slots}
                announce={announce}
                onDeleted={afterDelete}
              />
            ))}
          </ul>
          <Failure error={query.isFetchNextPageError ? query.error : null}>
            <Trans>We could not load more comments.</Trans>
          </Failure>
          {query.hasNextPage ? (
            <div>
              <Button variant="secondary" onClick={showMore} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? (
                  <Trans>Loading more comments…</Trans>
                ) : (
                  <Trans>Show more comments</Trans>
                )}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
