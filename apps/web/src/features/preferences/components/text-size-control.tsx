import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { TEXT_SIZE_BOUNDS, useTextSizeStore } from '../stores/text-size-store'

/**
 * The app's own zoom for text (the seed's viewport turns pinch-zoom off): 100 % to 200 %. The
 * current size is announced politely after each change.
 */
export function TextSizeControl() {
  const { i18n } = useLingui()
  const labelId = useId()
  const percent = useTextSizeStore((state) => state.percent)
  const increase = useTextSizeStore((state) => state.increase)
  const decrease = useTextSizeStore((state) => state.decrease)
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="font-medium">
        <Trans>Text size</Trans>
      </span>
      <Button
        variant="secondary"
        className="min-w-11 px-2"
        onClick={decrease}
        aria-disabled={percent <= TEXT_SIZE_BOUNDS.min}
      >
        <span aria-hidden="true">
          <Trans comment="The smaller-text button's face: a letter and a minus sign">A−</Trans>
        </span>
        <span className="sr-only">
          <Trans>Smaller text</Trans>
        </span>
      </Button>
      <output aria-live="polite" className="text-center tabular-nums">
        {/* "150 %" in Spanish, "150%" in English: the shown language's way of writing a percentage. */}
        {i18n.number(percent / 100, { style: 'percent' })}
      </output>
      <Button
        variant="secondary"
        className="min-w-11 px-2"
        onClick={increase}
        aria-disabled={percent >= TEXT_SIZE_BOUNDS.max}
      >
        <span aria-hidden="true">
          <Trans comment="The larger-text button's face: a letter and a plus sign">A+</Trans>
        </span>
        <span className="sr-only">
          <Trans>Larger text</Trans>
        </span>
      </Button>
    </div>
  )
}
