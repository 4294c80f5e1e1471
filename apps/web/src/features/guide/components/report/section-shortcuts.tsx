import { Trans, useLingui } from '@lingui/react/macro'
import type { GuideReportSection } from '@kindred/contract/guide'
import { Button } from '@/components/ui/button'
import { cx } from '@/components/ui/class-names'
import { sectionId } from './section-ids'

interface SectionShortcutsProps {
  sections: GuideReportSection[]
  /** The section shown alone, in "focus on this section" mode. */
  focusedNumber: number | null
  allOpen: boolean
  onJump: (number: number) => void
  onShowAll: () => void
  onOpenAll: (open: boolean) => void
}

/**
 * Numbered shortcuts (1…N) to the report's sections, the way out of focus mode, and "Open all
 * sections" for reading the whole report in order.
 */
export function SectionShortcuts({
  sections,
  focusedNumber,
  allOpen,
  onJump,
  onShowAll,
  onOpenAll,
}: SectionShortcutsProps) {
  const { t } = useLingui()
  const focusedTitle = focusedNumber === null ? null : sections[focusedNumber - 1]?.title
  return (
    <nav aria-label={t`Sections of your report`} className="flex flex-col gap-3">
      <p className="font-semibold">
        <Trans>Go to a section</Trans>
      </p>
      <ol className="flex flex-col gap-2">
        {sections.map((section, index) => {
          const number = index + 1
          const current = focusedNumber === number
          return (
            <li key={section.slug}>
              <a
                href={`#${sectionId(section.slug)}`}
                aria-current={current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  onJump(number)
                }}
                className={cx(
                  'inline-flex min-h-11 items-center gap-3 rounded-xl border-2 px-3 py-1 font-medium text-ink no-underline hover:border-brand dark:hover:border-brand-soft',
                  current ? 'border-brand bg-calm dark:border-brand-soft' : 'border-line bg-card',
                )}
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-calm font-bold"
                >
                  {number}
                </span>
                <span>
                  <span className="sr-only">{number}. </span>
                  {section.title}
                </span>
              </a>
            </li>
          )
        })}
      </ol>
      {focusedTitle ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-line bg-calm p-4 print:hidden">
          <p>
            <Trans>
              You are looking at one section: {focusedNumber}. {focusedTitle}. The others are hidden for now.
            </Trans>
          </p>
          <Button variant="secondary" onClick={onShowAll}>
            <Trans>Show all sections</Trans>
          </Button>
        </div>
      ) : null}
      <Button
        variant="secondary"
        className="self-start print:hidden"
        onClick={() => onOpenAll(!allOpen || focusedTitle !== null)}
      >
        {allOpen && !focusedTitle ? <Trans>Close all sections</Trans> : <Trans>Open all sections</Trans>}
      </Button>
    </nav>
  )
}
