import { Trans, useLingui } from '@lingui/react/macro'
import { percent } from '../common/percent'
import { BASE, BarChartFrame, ChartLabel, TALLEST } from './bar-chart-parts'
import { isYourBucket, type Bucket } from './score-buckets'

const SLOT = 60
const BAR = 36

/** The chart's description: every bar in words, and which one is the person's. */
function useDescription(buckets: Bucket[], score: number): string {
  const { t, i18n } = useLingui()
  const bars = buckets
    .map((bucket) => `${bucket.label}: ${percent(bucket.total_pct, i18n.locale)}`)
    .join('; ')
  const bar = buckets.find((bucket) => isYourBucket(bucket, score))?.label ?? String(score)
  return t`Share of adults in the CDC–Kaiser study by ACE score. ${bars}. Your score, ${score}, is in the bar for ${bar}, which is highlighted.`
}

/**
 * The CDC–Kaiser distribution as a simple bar chart with the person's bar highlighted (colour, outline
 * and the word "You", so colour is never the only sign). One image to assistive technology, named by
 * its <title> and described by its <desc>; the table beside it carries the same figures as text.
 */
export function ScoreChart({ buckets, score }: { buckets: Bucket[]; score: number }) {
  const { t, i18n } = useLingui()
  const description = useDescription(buckets, score)
  const highest = Math.max(...buckets.map((bucket) => bucket.total_pct), 1)
  const slot = SLOT

  return (
    <BarChartFrame
      title={t`Your ACE score beside the CDC–Kaiser study`}
      description={description}
      width={slot * buckets.length}
      height={200}
    >
      {buckets.map((bucket, index) => {
        const yours = isYourBucket(bucket, score)
        const height = (bucket.total_pct / highest) * TALLEST
        const x = index * slot + (slot - BAR) / 2
        const middle = index * slot + slot / 2
        return (
          <g key={bucket.label}>
            <rect
              x={x}
              y={BASE - height}
              width={BAR}
              height={height}
              rx="4"
              strokeWidth={yours ? 3 : 0}
              className={yours ? 'fill-brand stroke-ink dark:fill-brand-soft' : 'fill-muted'}
            />
            <ChartLabel x={middle} y={BASE - height - 6}>
              {percent(bucket.total_pct, i18n.locale)}
            </ChartLabel>
            <ChartLabel x={middle} y={BASE + 18}>
              {bucket.label}
            </ChartLabel>
            {yours ? (
              <text
                x={middle}
                y={BASE + 38}
                textAnchor="middle"
                fontSize="15"
                fontWeight="700"
                className="fill-ink"
              >
                <Trans>You</Trans>
              </text>
            ) : null}
          </g>
        )
      })}
    </BarChartFrame>
  )
}
