import type { GuideReport } from '@kindred/contract/guide'
import { TRAUMA_SLUGS_CDC } from '@kindred/contract/guide-content-constants'
import { ReportScores } from './report-scores'

const cdc = new Set<string>(TRAUMA_SLUGS_CDC)
const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)

/** "physical abuse, bullying and discrimination" */
function listOf(names: string[]): string {
  if (names.length < 2) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** Which experiences counted, for the ACE score and on their own, each with a section below. */
function experiences(report: GuideReport): string {
  const trauma = report.sections.filter((section) => section.kind === 'trauma')
  const names = (inScore: boolean) =>
    trauma.filter((s) => cdc.has(s.trauma_slug ?? '') === inScore).map((s) => lower(s.title))
  const [ace, other] = [names(true), names(false)]
  if (ace.length === 0 && other.length === 0)
    return 'None of the hard experiences the guide asks about counted from your answers.'
  return [
    ace.length > 0 ? `Counted in your ACE score: ${listOf(ace)}.` : null,
    other.length > 0 ? `Counted on their own: ${listOf(other)}.` : null,
    ace.length + other.length > 1 ? 'Each has its own section below.' : 'It has its own section below.',
  ]
    .filter(Boolean)
    .join(' ')
}

/** "In short": the report at a glance, before any section is opened. */
export function ReportSummary({ report }: { report: GuideReport }) {
  return (
    <section aria-labelledby="report-in-short" className="flex flex-col gap-4">
      <h3 id="report-in-short" className="text-xl font-semibold">
        In short
      </h3>
      <ReportScores scores={report.scores} />
      <p className="max-w-prose">{experiences(report)}</p>
      <p className="max-w-prose">
        {
          'Each part of the report opens when you choose it, so you can read as much or as little as you like. To read it all in order, choose "Open all sections". A printed report shows every section.'
        }
      </p>
    </section>
  )
}
