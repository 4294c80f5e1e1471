import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useReportComment } from '../../api/report-comment'
import { ReportCommentForm } from './report-comment-form'

/** "Report this comment": opens a short form; afterwards, the moderators' thank-you. */
export function ReportCommentDisclosure({ sessionId, commentId }: { sessionId: string; commentId: number }) {
  const formId = useId()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const report = useReportComment(sessionId, commentId)

  if (report.isSuccess) {
    return (
      <p role="status" className="basis-full">
        {report.data.message}
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
        Report this comment
      </Button>
      <div id={formId} hidden={!open} className="basis-full">
        {open ? (
          <ReportCommentForm
            report={report}
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
