import { useId } from 'react'
import { percent } from '../common/percent'
import { describeBuckets, isYourBucket, type Bucket } from './score-buckets'

const BASE = 150
const TALLEST = 120
const SLOT = 60
const BAR = 36

/**
 * The CDC–Kaiser distribution as a simple bar chart with the person's bar highlighted (colour, outline
 * and the word "You", so colour is never the only sign). One image to assistive technology, named by
 * its <title> and described by its <desc>; the table beside it carries the same figures as text.
 */
export function ScoreChart({ buckets, score }: { buckets: Bucket[]; score: number }) {
  const titleId = useId()
  const descId = useId()
  const highest = Math.max(...buckets.map((bucket) => bucket.total_pct), 1)
  const slot = SLOT

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`-12 0 ${slot * buckets.length + 24} 200`}
      className="h-auto w-full max-w-xl"
    >
      <title id={titleId}>Your ACE score beside the CDC–Kaiser study</title>
      <desc id={descId}>{describeBuckets(buckets, score)}</desc>
      <line x1="0" x2={slot * buckets.length} y1={BASE} y2={BASE} className="stroke-muted" strokeWidth="2" />
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
            <text x={middle} y={BASE - height - 6} textAnchor="middle" fontSize="14" className="fill-ink">
              {percent(bucket.total_pct)}
            </text>
            <text x={middle} y={BASE + 18} textAnchor="middle" fontSize="14" className="fill-ink">
              {bucket.label}
            </text>
            {yours ? (
              <text
                x={middle}
                y={BASE + 38}
                textAnchor="middle"
                fontSize="15"
                fontWeight="700"
                className="fill-ink"
              >
                You
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}
