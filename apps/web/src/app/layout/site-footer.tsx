import { Trans } from '@lingui/react/macro'
import { TextLink } from '@/components/ui/text-link'

export function SiteFooter() {
  return (
    <footer className="border-t-2 border-line bg-card">
      {/* The extra room at the bottom keeps the last line clear of the docked quick-exit bar. */}
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 pt-8 pb-24 sm:px-6">
        <p>
          <Trans>
            <strong>Kindred is not a crisis service.</strong> If you are in danger now, call your local
            emergency number. <TextLink to="/help">Find a crisis line</TextLink>
          </Trans>
        </p>
        <p>
          {/* The key's name is part of the message: Spanish keyboards say "Mayús". */}
          <Trans>
            Need to leave quickly? Use the Quick exit button, which stays on screen, or press <kbd>Shift</kbd>{' '}
            three times.
          </Trans>
        </p>
        <p className="text-muted">
          <Trans>
            Kindred is anonymous unless you choose otherwise. No ads, no trackers, no third-party scripts.
          </Trans>
        </p>
      </div>
    </footer>
  )
}
