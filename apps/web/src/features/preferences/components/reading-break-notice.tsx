import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { WEB_ROUTES } from '@kindred/contract/web-routes'
import { Button } from '@/components/ui/button'
import { TextLink } from '@/components/ui/text-link'
import { usePreferences } from '../hooks/use-preferences'
import { useReadingStretch } from '../hooks/use-reading-stretch'
import { readingBreakMs } from '../lib/reading-breaks'
import { useReadingStretchStore } from '../stores/reading-stretch-store'

export const READING_BREAK_MESSAGE = msg`You have been reading for a while. It is okay to pause, breathe, or step away.`

/**
 * The reminder to take a breath (decision 025): after the stretch of reading the person chose, a
 * calm note with the way to support. Not a dialog and never taking focus: the status region is in
 * the page from the start, so screen readers announce the words politely when they appear, and the
 * link and button sit outside it so they are not read out as part of the message.
 */
export function ReadingBreakNotice({ reading }: { reading: boolean }) {
  const { t } = useLingui()
  const { categories } = usePreferences()
  const limitMs = readingBreakMs(categories)
  const due = useReadingStretch(limitMs, reading)
  const place = useRef<HTMLDivElement>(null)
  if (limitMs === null) return null
  const shown = due && reading

  const keepReading = () => {
    useReadingStretchStore.getState().startNewStretch()
    // The button goes with the note: focus stays where it was, and Tab carries on into the memories.
    place.current?.focus()
  }

  return (
    <div
      ref={place}
      tabIndex={-1}
      className={
        shown
          ? 'mb-6 flex flex-col gap-3 rounded-2xl border-2 border-line bg-calm px-5 py-4 outline-none'
          : 'outline-none'
      }
    >
      <p role="status" className={shown ? 'font-semibold' : 'sr-only'}>
        {shown ? t(READING_BREAK_MESSAGE) : ''}
      </p>
      {shown ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <TextLink to={WEB_ROUTES.help}>
            <Trans>Support and crisis lines</Trans>
          </TextLink>
          <Button variant="secondary" onClick={keepReading}>
            <Trans>Thanks, keep reading</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  )
}
