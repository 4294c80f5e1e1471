import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { GuideReport } from '@kindred/contract/guide'
import { TRAUMA_SLUGS_CDC } from '@kindred/contract/guide-content-constants'
import { ReportScores } from './report-scores'

const cdc = new Set<string>(TRAUMA_SLUGS_CDC)

/** The shown language's way of writing a list; British English's has no comma before "and". */
const listLocale = (locale: string) => (locale === 'pseudo' || locale === 'en' ? 'en-GB' : locale)

/** "physical abuse, bullying and discrimination": section titles in the middle of a sentence. */
function listOf(titles: string[], locale: string): string {
  const lower = titles.map((title) => title.charAt(0).toLocaleLowerCase(listLocale(locale)) + title.slice(1))
  return new Intl.ListFormat(listLocale(locale), { type: 'conjunction' }).format(lower)
}

/** Which experiences counted, for the ACE score and on their own, each with a section below. */
function Experiences({ report }: { report: GuideReport }) {
  const { t, i18n } = useLingui()
  const trauma = report.sections.filter((section) => section.kind === 'trauma')
  const titles = (inScore: boolean) =>
    trauma.filter((s) => cdc.has(s.trauma_slug ?? '') === inScore).map((s) => s.title)
  const [ace, other] = [titles(true), titles(false)]
  if (ace.length === 0 && other.length === 0)
    return <Trans>None of the hard experiences the guide asks about counted from your answers.</Trans>
  const aceList = listOf(ace, i18n.locale)
  const otherList = listOf(other, i18n.locale)
  const count = ace.length + other.length
  return [
    ace.length > 0 ? t`Counted in your ACE score: ${aceList}.` : null,
    other.length > 0 ? t`Counted on their own: ${otherList}.` : null,
    t`${plural(count, { one: 'It has its own section below.', other: 'Each has its own section below.' })}`,
  ]
    .filter(Boolean)
    .join(' ')
}

/** "In short": the report at a glance, before any section is opened. */
export function ReportSummary({ report }: { report: GuideReport }) {
  return (
    <section aria-labelledby="report-in-short" className="flex flex-col gap-4">
      <h3 id="report-in-short" className="text-xl font-semibold">
        <Trans>In short</Trans>
      </h3>
      <ReportScores scores={report.scores} />
      <p className="max-w-prose">
        <Experiences report={report} />
      </p>
      <p className="max-w-prose">
        <Trans>
          Each part of the report opens when you choose it, so you can read as much or as little as you like.
          To read it all in order, choose "Open all sections". A printed report shows every section.
        </Trans>
      </p>
    </section>
  )
}
