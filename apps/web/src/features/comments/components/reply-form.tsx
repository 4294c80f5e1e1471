import { useLingui } from '@lingui/react/macro'
import type { CommentSubjectRef } from '../api/comment-subject'
import { useCreateComment } from '../api/create-comment'
import { MEMORY_COMMENT_RULES } from '../lib/body-rules'
import { CommentForm } from './common/comment-form'
import { WithoutNameChoice } from './common/without-name-choice'

interface ReplyFormProps {
  subject: CommentSubjectRef
  parentId: string
  /** Who is replied to, as the comment names them. */
  name: string
  anonymous: boolean
  onChoose: (anonymous: boolean) => void
  onPosted: () => void
  onCancel: () => void
}

/** A reply to a top-level comment, with or without the name; it takes focus when it opens. */
export function ReplyForm({
  subject,
  parentId,
  name,
  anonymous,
  onChoose,
  onPosted,
  onCancel,
}: ReplyFormProps) {
  const { t } = useLingui()
  const reply = useCreateComment(subject)
  return (
    <div className="ml-3 border-l-2 border-line pl-4 sm:ml-6">
      <CommentForm
        rules={MEMORY_COMMENT_RULES}
        emptyMessage={t`Please write something first.`}
        label={t`Your reply to ${name}`}
        formLabel={t`Reply to ${name}`}
        submitLabel={t`Post reply`}
        pendingLabel={t`Posting…`}
        pending={reply.isPending}
        onSubmit={(body) => reply.mutateAsync({ body, parentId, anonymous })}
        onDone={onPosted}
        onCancel={onCancel}
        failurePrefix={t`We could not post your reply.`}
        autoFocus
        rows={3}
      >
        <WithoutNameChoice label={t`Reply without my name`} checked={anonymous} onChange={onChoose} />
      </CommentForm>
    </div>
  )
}
