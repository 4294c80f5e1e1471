import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { moveFocus } from '@/lib/move-focus'

interface ReportedTextProps {
  /** The text as it was when last reported (or, for an appeal, as it is now). */
  text: string
  /** What the button shows: "Show the reported text", "Show the reported name", "Show the comment". */
  label: string
}

/**
 * The reported (or appealed) text may be distressing, so it stays folded until the moderator asks for it (as
 * safety filters fold a memory). It is plain text with its line breaks, never HTML. Opened, focus
 * moves to its start so reading carries on from there.
 */
export function ReportedText({ text, label }: ReportedTextProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const content = useRef<HTMLDivElement>(null)
  // Only after a click: never on the first render.
  const opened = useRef(false)

  useEffect(() => {
    if (open && opened.current) moveFocus(content.current)
  }, [open])

  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          opened.current = true
          setOpen((was) => !was)
        }}
      >
        {label}
      </Button>
      {open ? (
        <div
          id={id}
          ref={content}
          tabIndex={-1}
          className="w-full rounded-xl border-l-4 border-line bg-calm p-4 break-words whitespace-pre-wrap"
        >
          {text}
        </div>
      ) : null}
    </div>
  )
}
