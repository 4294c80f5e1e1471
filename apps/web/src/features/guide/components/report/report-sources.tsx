import { Trans } from '@lingui/react/macro'
import { cx } from '@/components/ui/class-names'
import { SourceList } from '../common/source-list'
import { DisclosureHeading } from './disclosure-heading'
import { useReportCitations } from './report-citations'
import { REPORT_SOURCES_ID, reportSourceId } from './section-ids'

const PANEL_ID = `${REPORT_SOURCES_ID}-panel`

/** The report's one list of sources, numbered as the text cites them; closed until asked for. */
export function ReportSources({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { sources } = useReportCitations()
  const count = sources.length
  if (count === 0) return null
  const headingId = `${REPORT_SOURCES_ID}-heading`
  return (
    <section
      id={REPORT_SOURCES_ID}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 border-t-2 border-line pt-6"
    >
      <DisclosureHeading id={headingId} panelId={PANEL_ID} open={open} onToggle={onToggle}>
        <Trans>
          Sources <span className="text-muted">({count})</span>
        </Trans>
      </DisclosureHeading>
      <div id={PANEL_ID} className={cx('flex-col gap-3', open ? 'flex' : 'hidden print:flex')}>
        <p className="max-w-prose">
          <Trans>
            Every source this report cites, once, numbered in the order the report first cites it. The numbers
            in the text, like [1], lead here.
          </Trans>
        </p>
        <SourceList sources={sources} idOf={reportSourceId} />
      </div>
    </section>
  )
}
