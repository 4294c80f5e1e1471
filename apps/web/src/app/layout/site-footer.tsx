import { TextLink } from '@/components/ui/text-link'

export function SiteFooter() {
  return (
    <footer className="border-t-2 border-line bg-card">
      {/* The extra room at the bottom keeps the last line clear of the docked quick-exit bar. */}
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 pt-8 pb-24 sm:px-6">
        <p>
          <strong>Kindred is not a crisis service.</strong> If you are in danger now, call your local
          emergency number. <TextLink to="/help">Find a crisis line</TextLink>
        </p>
        <p>
          Need to leave quickly? Use the Quick exit button, which stays on screen, or press <kbd>Shift</kbd>{' '}
          three times.
        </p>
        <p className="text-muted">
          Kindred is anonymous unless you choose otherwise. No ads, no trackers, no third-party scripts.
        </p>
      </div>
    </footer>
  )
}
