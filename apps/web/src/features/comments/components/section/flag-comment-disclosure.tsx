import { Trans } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useFlagSectionComment } from '../../api/flag-section-comment'
import { FlagCommentForm } from './flag-comment-form'

/** "Report this comment": opens a short form; afterwards, the moderators' thank-you. */
export function FlagCommentDisclosure({ sessionId, commentId }: { sessionId: string; commentId: number }) {
  const formId = useId()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const flag = useFlagSectionComment(sessionId, commentId)

  if (flag.isSuccess) {
    return (
      <p role="status" className="basis-full">
        {flag.data.message}
      </p>
    )
  }
  return (
    <>
      <Button
        ref={toggle}
        variant="quiet"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Trans>Report this comment</Trans>
      </Button>
      <div id={formId} hidden={!open} className="basis-full">
        {open ? (
          <FlagCommentForm
            flag={flag}
            onCancel={() => {
              setOpen(false)
              toggle.current?.focus()
            }}
          />
        ) : null}
      </div>
    </>
  )
}
