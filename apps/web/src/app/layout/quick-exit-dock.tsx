import { QuickExitButton } from '@/features/safety/components/quick-exit-button'

/**
 * Where the quick exit sits: in the header's top row, or docked in a bar at the bottom of the screen
 * when the header is compact or scrolled away, so it is always within reach. The element tree is the
 * same either way, so the button keeps focus while it moves. The footer keeps room for the bar and
 * `scroll-padding-bottom` keeps a focused control from ending up under it (styles.css).
 */
export function QuickExitDock({ docked }: { docked: boolean }) {
  return (
    <div
      className={
        docked
          ? 'fixed inset-x-0 bottom-0 z-40 border-t-2 border-line bg-card px-[16px] py-2 sm:px-6'
          : 'order-last shrink-0'
      }
    >
      <div className={docked ? '@container mx-auto flex max-w-5xl justify-end' : 'contents'}>
        {/* Docked on the narrowest screens (or the largest text), the words alone: never two lines. */}
        <QuickExitButton iconClassName="@max-[11rem]:hidden" className="whitespace-nowrap" />
      </div>
    </div>
  )
}
