import type { ReactNode } from 'react'
import { LabelledSection } from './labelled-section'

/** One part of the settings page: a labelled region with its own heading. */
export function SettingsSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <LabelledSection
      heading={heading}
      className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-card p-6"
      headingClassName="text-2xl font-semibold"
    >
      {children}
    </LabelledSection>
  )
}
