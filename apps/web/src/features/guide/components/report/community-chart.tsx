import { useLingui } from '@lingui/react/macro'
import type { Stats } from '@kindred/contract/guide'
import { percent } from '../common/percent'
import { BASE, BarChartFrame, ChartLabel, TALLEST } from './bar-chart-parts'

const SLOT = 80
const BAR = 26

type Row = Stats['distribution'][number]

/** Every score's two figures in words, score after score. */
function useDescription(rows: Row[]): string {
  const { t, i18n } = useLingui()
  return rows
    .map(({ label, pct, cdc_pct: cdcPct }) => {
      const cdc = percent(cdcPct, i18n.locale)
      if (pct === null) return t`${label}: fewer than 10 people on Kindred, ${cdc} in the CDC–Kaiser study`
      const kindred = percent(pct, i18n.locale)
      return t`${label}: ${kindred} on Kindred, ${cdc} in the CDC–Kaiser study`
    })
    .join('; ')
}

/**
 * ACE scores among people who finished the guide here, beside the CDC–Kaiser study: two bars per
 * score, Kindred first (brand colour) and CDC second (grey), named in the legend below. A score with
 * fewer than 10 people has no Kindred bar, only a dash. The table beside it repeats every figure.
 */
export function CommunityChart({ rows }: { rows: Row[] }) {
  const { t } = useLingui()
  const description = useDescription(rows)
  const highest = Math.max(...rows.flatMap((row) => [row.cdc_pct, row.pct ?? 0]), 1)
  const height = (pct: number) => (pct / highest) * TALLEST
  const bar = (x: number, pct: number, className: string) => (
    <rect x={x} y={BASE - height(pct)} width={BAR} height={height(pct)} rx="3" className={className} />
  )

  return (
    <BarChartFrame
      title={t`ACE scores on Kindred beside the CDC–Kaiser study`}
      description={description}
      width={SLOT * rows.length}
      height={190}
    >
      {rows.map((row, index) => {
        const left = index * SLOT + SLOT / 2 - BAR - 2
        const right = index * SLOT + SLOT / 2 + 2
        return (
          <g key={row.label}>
            {row.pct === null ? (
              <text x={left + BAR / 2} y={BASE - 6} textAnchor="middle" fontSize="13" className="fill-ink">
                –
              </text>
            ) : (
              bar(left, row.pct, 'fill-brand dark:fill-brand-soft')
            )}
            {bar(right, row.cdc_pct, 'fill-muted')}
            <ChartLabel x={index * SLOT + SLOT / 2} y={BASE + 18}>
              {row.label}
            </ChartLabel>
          </g>
        )
      })}
    </BarChartFrame>
  )
}
