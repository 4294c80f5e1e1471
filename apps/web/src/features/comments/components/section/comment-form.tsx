import { useId, useState, type Ref } from 'react'
import type { GuideReportSection } from '@kindred/contract/guide'
import { useCreateComment } from '../../api/create-comment'
import { useSectionHost } from '../../hooks/section-host'
import { SECTION_COMMENT_RULES } from '../../lib/body-rules'
import { CommentForm } from '../common/comment-form'
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
  const anonymousId = useId()
  const host = useSectionHost()
  const { signedIn, anonymousByDefault } = host
  // Null until the person ticks or unticks it: then their default (decision 057).
  const [chosenAnonymous, setAnonymous] = useState<boolean | null>(null)
  const anonymous = chosenAnonymous ?? anonymousByDefault
  const create = useCreateComment({
    kind: 'section',
    sessionId,
    sectionSlug: section.slug,
    traumaSlug: section.trauma_slug ?? null,
    host,
  })

  return (
    <CommentForm
      rules={SECTION_COMMENT_RULES}
      label="Share what helped you, or what you would like others to know"
      formLabel={`Comment on ${section.title}`}
      submitLabel="Post my comment"
      pendingLabel="Posting…"
      pending={create.isPending}
      onSubmit={(body) => create.mutateAsync({ body, anonymous: signedIn ? anonymous : true })}
      onDone={onPosted}
      // What was typed stays for when the box is opened again.
      onCancel={onClose}
      cancelLabel="Not now"
      emptyMessage="Please write something before posting."
      hint={<CommentNotice signedIn={signedIn} />}
      boxRef={boxRef}
    >
      {signedIn ? (
        <div className="flex items-center gap-3">
          <input
            id={anonymousId}
            type="checkbox"
            checked={anonymous}
            onChange={(event) => setAnonymous(event.target.checked)}
            className="size-6 shrink-0 accent-brand dark:accent-brand-soft"
          />
          <label htmlFor={anonymousId}>Post anonymously, without my name</label>
        </div>
      ) : null}
    </CommentForm>
  )
}
