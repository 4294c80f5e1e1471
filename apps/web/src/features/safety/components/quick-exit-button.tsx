import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { cx } from '@/components/ui/class-names'
import { quickExit } from '../lib/quick-exit'
import { StrokeIcon } from '@/components/ui/stroke-icon'

interface QuickExitButtonProps {
  className?: string
  /** Where room is short, the dock hides the icon. */
  iconClassName?: string
}

export function QuickExitButton({ className, iconClassName }: QuickExitButtonProps) {
  const hintId = useId()
  return (
    <>
      <Button variant="exit" onClick={quickExit} aria-describedby={hintId} className={className}>
        <span className={cx('inline-flex', iconClassName)}>
          <ExitIcon />
        </span>
        <Trans>Quick exit</Trans>
      </Button>
      <span id={hintId} hidden>
        <Trans>Leaves Kindred at once for a neutral website. Shortcut: press Shift three times.</Trans>
      </span>
    </>
  )
}

function ExitIcon() {
  return (
    <StrokeIcon>
      <path d="M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  )
}
