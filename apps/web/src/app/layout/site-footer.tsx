import { TextLink } from '@/components/ui/text-link'

export function SiteFooter() {
  return (
    <footer className="border-t-2 border-line bg-card">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-8 sm:px-6">
        <p>
          <strong>Kindred is not a crisis service.</strong> If you are in danger now, call your local
          emergency number. <TextLink to="/help">Find a crisis line</TextLink>
        </p>
        <p>
          Need to leave quickly? Press <kbd>Shift</kbd> three times, or use Quick exit at the top of the page.
        </p>
        <p className="text-muted">
          Kindred is anonymous unless you choose otherwise. No ads, no trackers, no third-party scripts.
        </p>
      </div>
    </footer>
  )
}
