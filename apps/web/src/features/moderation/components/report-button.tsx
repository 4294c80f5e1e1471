import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { LoadingStatus } from '@/components/ui/loading-status'
import { reportTitle } from '../lib/report-title'
import type { ReportFormProps } from './report-form'

// The reasons, the form and the answer load when the dialog is first opened: a feed or a memory's
// page shows this button far more often than anyone presses it. The form moves focus to its heading
// once it is there; until then the dialog itself has it, and says it is loading.
const ReportForm = lazy(() => import('./report-form').then((m) => ({ default: m.ReportForm })))

export interface ReportButtonProps extends Omit<ReportFormProps, 'headingId' | 'onClose'> {
  /** The button's words where "Report" alone would be unclear (beside other reports). */
  buttonLabel?: string
}

/**
 * "Report": a dialog with the reasons (each with what it covers), optional details and Send. A
 * violation goes to the moderators, with thanks; a personal reason ("I'd rather not see this")
 * offers the person's own tools instead, and says it is fine to step away. Escape closes it and
 * focus goes back to the button.
 */
export function ReportButton({ buttonLabel, ...report }: ReportButtonProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const headingId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal()
      else element.setAttribute('open', '')
    } else if (!open && element.open) {
      element.close()
    }
  }, [open])

  const close = () => {
    setOpen(false)
    opener.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.stopPropagation()
    close()
  }

  return (
    <>
      <Button ref={opener} variant="quiet" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {buttonLabel ?? <Trans>Report</Trans>}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        // Its name while the form (which holds the heading) is still loading.
        aria-label={t(reportTitle(report))}
        onKeyDown={onKeyDown}
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
        className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-2xl border-2 border-line bg-card p-5 text-ink backdrop:bg-black/50 sm:p-6"
      >
        {open ? (
          <Suspense fallback={<LoadingStatus>{t`Opening the report…`}</LoadingStatus>}>
            <ReportForm headingId={headingId} onClose={close} {...report} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  )
}
