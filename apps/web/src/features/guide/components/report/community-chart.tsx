import { useId } from 'react'
import type { Stats } from '@kindred/contract/guide'
import { percent } from '../common/percent'

const BASE = 150
const TALLEST = 120
const SLOT = 80
const BAR = 26

type Row = Stats['distribution'][number]

const describe = (rows: Row[]) =>
  rows
    .map(
      (row) =>
        `${row.label}: ${row.pct === null ? 'fewer than 10 people on Kindred' : `${percent(row.pct)} on Kindred`}, ` +
        `${percent(row.cdc_pct)} in the CDC–Kaiser study`,
    )
    .join('; ')

/**
 * ACE scores among people who finished the guide here, beside the CDC–Kaiser study: two bars per
 * score, Kindred first (brand colour) and CDC second (grey), named in the legend below. A score with
 * fewer than 10 people has no Kindred bar, only a dash. The table beside it repeats every figure.
 */
export function CommunityChart({ rows }: { rows: Row[] }) {
  const titleId = useId()
  const descId = useId()
  const highest = Math.max(...rows.flatMap((row) => [row.cdc_pct, row.pct ?? 0]), 1)
  const height = (pct: number) => (pct / highest) * TALLEST

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`-12 0 ${SLOT * rows.length + 24} 190`}
      className="h-auto w-full max-w-xl"
    >
      <title id={titleId}>ACE scores on Kindred beside the CDC–Kaiser study</title>
      <desc id={descId}>{describe(rows)}</desc>
      <line x1="0" x2={SLOT * rows.length} y1={BASE} y2={BASE} className="stroke-muted" strokeWidth="2" />
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
              <rect
                x={left}
                y={BASE - height(row.pct)}
                width={BAR}
                height={height(row.pct)}
                rx="3"
                className="fill-brand dark:fill-brand-soft"
              />
            )}
            <rect
              x={right}
              y={BASE - height(row.cdc_pct)}
              width={BAR}
              height={height(row.cdc_pct)}
              rx="3"
              className="fill-muted"
            />
            <text
              x={index * SLOT + SLOT / 2}
              y={BASE + 18}
              textAnchor="middle"
              fontSize="14"
              className="fill-ink"
            >
              {row.label}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
