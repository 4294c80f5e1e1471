import { Trans, useLingui } from '@lingui/react/macro'
import type { QueueItem } from '@kindred/contract/moderation-queue'
import { TextLink } from '@/components/ui/text-link'
import { formatDateTime } from '@/lib/format-date'
import { reportedHeading } from '../lib/moderation-words'
import { DecisionArea } from './decision-area'
import { ReportedText } from './reported-text'

/** Identifies an item in the list (for focus after a decision): its kind and id together. */
export const itemKey = (item: QueueItem) => `${item.subject.kind}:${item.subject.id}`

interface QueueItemViewProps {
  item: QueueItem
  onDecided: (message: string) => void
}

/** When it was first reported, and last when that was later. */
function ReportedWhen({ first, last }: { first: string; last: string }) {
  const firstTime = <time dateTime={first}>{formatDateTime(first)}</time>
  if (last === first) return <Trans>First reported {firstTime}</Trans>
  const lastTime = <time dateTime={last}>{formatDateTime(last)}</time>
  return (
    <Trans>
      First reported {firstTime}, last reported {lastTime}
    </Trans>
  )
}

/** "See the memory in Kindred": where the reported thing can be seen, when it has a page. */
function SeeItLink({ subject }: { subject: QueueItem['subject'] }) {
  if (!subject.link) return null
  return (
    <p>
      <TextLink to={subject.link}>
        {subject.kind === 'memory' ? (
          <Trans>See the memory in Kindred</Trans>
        ) : subject.kind === 'comment' ? (
          <Trans>See the comment in Kindred</Trans>
        ) : (
          <Trans>See it in Kindred</Trans>
        )}
      </TextLink>
    </p>
  )
}

/**
 * One subject's open reports: what it is, how often and why it was reported, what reporters added
 * (never who they are), when, the text folded away, and the decision.
 */
export function QueueItemView({ item, onDecided }: QueueItemViewProps) {
  const { t } = useLingui()
  const { subject } = item
  return (
    <li data-key={itemKey(item)} className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-card p-5">
      <div className="flex flex-col gap-1">
        <h3 tabIndex={-1} className="text-xl font-semibold">
          {t(reportedHeading(subject.kind, item.reports))}
        </h3>
        <p className="text-base text-muted">
          <ReportedWhen first={item.first_reported_at} last={item.last_reported_at} />
        </p>
      </div>
      <ReportedText
        text={item.snapshot}
        label={subject.kind === 'person' ? t`Show the reported name` : t`Show the reported text`}
      />
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold">
          <Trans>Reasons given</Trans>
        </h4>
        <ul className="flex list-disc flex-col gap-1 pl-6">
          {item.reasons.map((reason) => (
            <li key={reason.slug}>
              {reason.label}: {reason.count}
            </li>
          ))}
        </ul>
      </div>
      {item.notes.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">
            <Trans>What the people who reported it added</Trans>
          </h4>
          <ul className="flex flex-col gap-2">
            {item.notes.map((note, index) => (
              <li key={index} className="border-l-4 border-line pl-3 break-words whitespace-pre-wrap">
                {note}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <SeeItLink subject={subject} />
      <DecisionArea item={item} onDecided={onDecided} />
    </li>
  )
}
