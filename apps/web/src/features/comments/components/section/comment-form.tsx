import { useLingui } from '@lingui/react/macro'
import type { Ref } from 'react'
import type { GuideReportSection } from '@kindred/contract/guide'
import { sectionSubject } from '../../api/section-subject'
import { useCreateComment } from '../../api/create-comment'
import { useSectionHost } from '../../hooks/section-host'
import { SECTION_COMMENT_RULES } from '../../lib/section-body-rules'
import { CommentForm } from '../common/comment-form'
import { useWithoutName, WithoutNameChoice } from '../common/without-name-choice'
import { CommentNotice } from './comment-notice'

interface SectionCommentFormProps {
  sessionId: string
  section: GuideReportSection
  boxRef: Ref<HTMLTextAreaElement | null>
  onPosted: () => void
  onClose: () => void
}

/**
 * Leave a comment on a section, told first what happens to it. Visitors are always anonymous;
 * signed-in people start without their name unless they chose otherwise in Settings, and may choose
 * each time. Whatever goes wrong, what was typed stays in the box.
 */
export function SectionCommentForm({
  sessionId,
  section,
  boxRef,
  onPosted,
  onClose,
}: SectionCommentFormProps) {
  const { t } = useLingui()
  const host = useSectionHost()
  const { signedIn } = host
  // Their default until they tick or untick it (decision 057).
  const withoutName = useWithoutName(host.anonymousByDefault)
  const create = useCreateComment(sectionSubject(sessionId, section, host))
  const title = section.title

  return (
    <CommentForm
      rules={SECTION_COMMENT_RULES}
      label={t`Share what helped you, or what you would like others to know`}
      formLabel={t`Comment on ${title}`}
      submitLabel={t`Post my comment`}
      pendingLabel={t`Posting…`}
      pending={create.isPending}
      onSubmit={(body) => create.mutateAsync({ body, anonymous: signedIn ? withoutName.anonymous : true })}
      onDone={onPosted}
      // What was typed stays for when the box is opened again.
      onCancel={onClose}
      cancelLabel={t`Not now`}
      emptyMessage={t`Please write something before posting.`}
      hint={<CommentNotice signedIn={signedIn} />}
      boxRef={boxRef}
    >
      {signedIn ? (
        <WithoutNameChoice
          label={t`Post anonymously, without my name`}
          checked={withoutName.anonymous}
          onChange={withoutName.choose}
        />
      ) : null}
    </CommentForm>
  )
}
