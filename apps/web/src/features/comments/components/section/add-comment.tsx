import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { GuideReportSection } from '@kindred/contract/guide'
import { Button } from '@/components/ui/button'
import { SectionCommentForm } from './comment-form'

interface AddCommentProps {
  sessionId: string
  section: GuideReportSection
  onPosted: () => void
}

/**
 * "Add yours": the comment box stays out of the way until asked for. Opening it puts the cursor in
 * the box; closing it, or posting, brings focus back to the button. A draft survives closing.
 */
export function AddComment({ sessionId, section, onPosted }: AddCommentProps) {
  const formId = useId()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const box = useRef<HTMLTextAreaElement>(null)
  const opened = useRef(false)

  useEffect(() => {
    if (open) box.current?.focus()
    else if (opened.current) toggle.current?.focus()
    opened.current = open
  }, [open])

  return (
    <div className="flex flex-col gap-3">
      <Button
        ref={toggle}
        variant="secondary"
        className="self-start"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Trans>Add yours</Trans>
      </Button>
      <div id={formId} hidden={!open}>
        <SectionCommentForm
          sessionId={sessionId}
          section={section}
          boxRef={box}
          onPosted={() => {
            setOpen(false)
            onPosted()
          }}
          onClose={() => setOpen(false)}
        />
      </div>
    </div>
  )
}
