import { cx } from '@/components/ui/class-names'
import { percent } from '../common/percent'
import { isYourBucket, type Bucket } from './score-buckets'

/** The chart's figures as a table: the text equivalent everyone can read, with your row marked. */
export function ScoreTable({ buckets, score }: { buckets: Bucket[]; score: number }) {
  return (
    <table className="w-full max-w-md border-collapse text-left [overflow-wrap:anywhere]">
      <caption className="mb-2 text-left font-semibold">Adults in the CDC–Kaiser study, by ACE score</caption>
      <thead>
        <tr className="border-b-2 border-line">
          <th scope="col" className="py-2 pr-4">
            ACE score
          </th>
          <th scope="col" className="py-2">
            Share of adults
          </th>
        </tr>
      </thead>
      <tbody>
        {buckets.map((bucket) => {
          const yours = isYourBucket(bucket, score)
          return (
            <tr key={bucket.label} className={cx('border-b border-line', yours && 'bg-calm font-semibold')}>
              <th scope="row" className="py-2 pr-4 font-normal">
                <span className={yours ? 'font-semibold' : undefined}>{bucket.label}</span>
                {yours ? <span> (your score: {score})</span> : null}
              </th>
              <td className="py-2">{percent(bucket.total_pct)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
