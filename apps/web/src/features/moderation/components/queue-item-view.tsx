import type { QueueItem } from '@kindred/contract/moderation-queue'
import { TextLink } from '@/components/ui/text-link'
import { formatDateTime } from '@/lib/format-date'
import { SUBJECT_WORDS, reportCount } from '../lib/moderation-words'
import { DecisionArea } from './decision-area'
import { ReportedText } from './reported-text'

/** Identifies an item in the list (for focus after a decision): its kind and id together. */
export const itemKey = (item: QueueItem) => `${item.subject.kind}:${item.subject.id}`

const LINK_WORDS: Partial<Record<QueueItem['subject']['kind'], string>> = {
  memory: 'See the memory in Kindred',
  comment: 'See the comment in Kindred',
}

interface QueueItemViewProps {
  item: QueueItem
  onDecided: (message: string) => void
}

/**
 * One subject's open reports: what it is, how often and why it was reported, what reporters added
 * (never who they are), when, the text folded away, and the decision.
 */
export function QueueItemView({ item, onDecided }: QueueItemViewProps) {
  const { subject } = item
  return (
    <li data-key={itemKey(item)} className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-card p-5">
      <div className="flex flex-col gap-1">
        <h3 tabIndex={-1} className="text-xl font-semibold">
          {SUBJECT_WORDS[subject.kind]}, {reportCount(item.reports)}
        </h3>
        <p className="text-base text-muted">
          First reported{' '}
          <time dateTime={item.first_reported_at}>{formatDateTime(item.first_reported_at)}</time>
          {item.last_reported_at !== item.first_reported_at ? (
            <>
              , last reported{' '}
              <time dateTime={item.last_reported_at}>{formatDateTime(item.last_reported_at)}</time>
            </>
          ) : null}
        </p>
      </div>
      <ReportedText
        text={item.snapshot}
        label={subject.kind === 'person' ? 'Show the reported name' : 'Show the reported text'}
      />
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold">Reasons given</h4>
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
          <h4 className="font-semibold">What the people who reported it added</h4>
          <ul className="flex flex-col gap-2">
            {item.notes.map((note, index) => (
              <li key={index} className="border-l-4 border-line pl-3 break-words whitespace-pre-wrap">
                {note}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {subject.link ? (
        <p>
          <TextLink to={subject.link}>{LINK_WORDS[subject.kind] ?? 'See it in Kindred'}</TextLink>
        </p>
      ) : null}
      <DecisionArea item={item} onDecided={onDecided} />
    </li>
  )
}
