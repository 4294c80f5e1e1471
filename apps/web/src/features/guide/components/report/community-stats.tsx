import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useStats } from '../../api/get-stats'
import { LoadingStatus } from '@/components/ui/loading-status'
import { percent } from '../common/percent'
import { FigureTable } from './figure-table'
import { CommunityChart } from './community-chart'

/**
 * "People on Kindred": ACE scores among everyone who finished the guide here, beside the CDC–Kaiser
 * study (SPEC §4.3 stats). Small groups are never shown: the server sends null under 10 people.
 */
export function CommunityStats() {
  const { t, i18n } = useLingui()
  const stats = useStats()
  if (stats.isPending) return <LoadingStatus>{t`Loading how others on Kindred answered…`}</LoadingStatus>
  // Statistics are a side note: if they cannot load, the report is still whole.
  if (stats.isError) return null
  const { completed, distribution } = stats.data
  const cell = (count: number | null, pct: number | null) =>
    count === null || pct === null ? t`fewer than 10 people` : `${percent(pct, i18n.locale)} (${count})`

  return (
    <div className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-card p-4">
      <h3 className="text-xl font-semibold">
        <Trans>People on Kindred</Trans>
      </h3>
      {completed === null ? (
        <p>
          <Trans>
            Not enough people have finished the guide here yet to show figures. We only show a group once it
            has at least 10 people, so nobody can be picked out.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Plural
              value={completed}
              one="# person has finished the guide here. This is how their ACE score compares with the CDC–Kaiser study. We only show a group once it has at least 10 people."
              other="# people have finished the guide here. This is how their ACE scores compare with the CDC–Kaiser study. We only show a group once it has at least 10 people."
            />
          </p>
          <CommunityChart rows={distribution} />
          <p className="flex flex-wrap gap-4 text-base" aria-hidden="true">
            <span className="flex items-center gap-2">
              <span className="inline-block size-4 rounded-sm bg-brand dark:bg-brand-soft" />{' '}
              <Trans>Left bar: on Kindred</Trans>
            </span>
            <span className="flex items-center gap-2">
              <span className="inline-block size-4 rounded-sm bg-muted" />{' '}
              <Trans>Right bar: CDC–Kaiser study</Trans>
            </span>
          </p>
          <FigureTable
            caption={t`ACE scores: Kindred and the CDC–Kaiser study`}
            columns={[t`ACE score`, t`On Kindred`, t`CDC–Kaiser study`]}
            className="max-w-lg"
          >
            {distribution.map((row) => (
              <tr key={row.label} className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {row.label}
                </th>
                <td className="py-2 pr-4">{cell(row.count, row.pct)}</td>
                <td className="py-2">{percent(row.cdc_pct, i18n.locale)}</td>
              </tr>
            ))}
          </FigureTable>
        </>
      )}
    </div>
  )
}
