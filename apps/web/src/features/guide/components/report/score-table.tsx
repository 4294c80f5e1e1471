import { Trans, useLingui } from '@lingui/react/macro'
import { cx } from '@/components/ui/class-names'
import { percent } from '../common/percent'
import { FigureTable } from './figure-table'
import { isYourBucket, type Bucket } from './score-buckets'

/** The chart's figures as a table: the text equivalent everyone can read, with your row marked. */
export function ScoreTable({ buckets, score }: { buckets: Bucket[]; score: number }) {
  const { t, i18n } = useLingui()
  return (
    <FigureTable
      caption={t`Adults in the CDC–Kaiser study, by ACE score`}
      columns={[t`ACE score`, t`Share of adults`]}
      className="max-w-md [overflow-wrap:anywhere]"
    >
      {buckets.map((bucket) => {
        const yours = isYourBucket(bucket, score)
        return (
          <tr key={bucket.label} className={cx('border-b border-line', yours && 'bg-calm font-semibold')}>
            <th scope="row" className="py-2 pr-4 font-normal">
              <span className={yours ? 'font-semibold' : undefined}>{bucket.label}</span>
              {yours ? (
                <span>
                  {' '}
                  <Trans>(your score: {score})</Trans>
                </span>
              ) : null}
            </th>
            <td className="py-2">{percent(bucket.total_pct, i18n.locale)}</td>
          </tr>
        )
      })}
    </FigureTable>
  )
}
