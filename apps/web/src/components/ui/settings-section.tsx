import { useId, type ReactNode } from 'react'

/** One part of the settings page: a labelled region with its own heading. */
export function SettingsSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-card p-6"
    >
      <h2 id={id} className="text-2xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  )
}
