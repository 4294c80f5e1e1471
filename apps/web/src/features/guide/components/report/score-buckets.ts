import { percent } from '../common/percent'
import type { GuideReportBlock } from '@kindred/contract/guide'

export type ScoreChartBlock = Extract<GuideReportBlock, { type: 'score-chart' }>
export type Bucket = ScoreChartBlock['buckets'][number]

export const isYourBucket = (bucket: Bucket, score: number) => score >= bucket.min && score <= bucket.max

/** The chart's description: every bar in words, and which one is the person's. */
export function describeBuckets(buckets: Bucket[], score: number): string {
  const bars = buckets.map((bucket) => `${bucket.label}: ${percent(bucket.total_pct)}`).join('; ')
  const yours = buckets.find((bucket) => isYourBucket(bucket, score))
  return `Share of adults in the CDC–Kaiser study by ACE score. ${bars}. Your score, ${score}, is in the bar for ${yours?.label ?? score}, which is highlighted.`
}
