import type { GuideReportBlock } from '@kindred/contract/guide'

export type ScoreChartBlock = Extract<GuideReportBlock, { type: 'score-chart' }>
export type Bucket = ScoreChartBlock['buckets'][number]

export const isYourBucket = (bucket: Bucket, score: number) => score >= bucket.min && score <= bucket.max
