import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { TEXT_SIZE_BOUNDS, useTextSizeStore } from '../stores/text-size-store'

/**
 * The app's own zoom for text (the seed's viewport turns pinch-zoom off): 100 % to 200 %. The
 * current size is announced politely after each change.
 */
export function TextSizeControl() {
  const labelId = useId()
  const percent = useTextSizeStore((state) => state.percent)
  const increase = useTextSizeStore((state) => state.increase)
  const decrease = useTextSizeStore((state) => state.decrease)
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="font-medium">
        Text size
      </span>
      <Button
        variant="secondary"
        className="min-w-11 px-2"
        onClick={decrease}
        aria-disabled={percent <= TEXT_SIZE_BOUNDS.min}
      >
        <span aria-hidden="true">A−</span>
        <span className="sr-only">Smaller text</span>
      </Button>
      <output aria-live="polite" className="text-center tabular-nums">
        {percent}%
      </output>
      <Button
        variant="secondary"
        className="min-w-11 px-2"
        onClick={increase}
        aria-disabled={percent >= TEXT_SIZE_BOUNDS.max}
      >
        <span aria-hidden="true">A+</span>
        <span className="sr-only">Larger text</span>
      </Button>
    </div>
  )
}
