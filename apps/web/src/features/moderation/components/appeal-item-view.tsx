import type { AppealItem } from '@kindred/contract/moderation-appeals'
import { TextLink } from '@/components/ui/text-link'
import { formatDateTime } from '@/lib/format-date'
import { SUBJECT_WORDS } from '../lib/moderation-words'
import { AppealDecision } from './appeal-decision'
import { ReportedText } from './reported-text'

/** Identifies an appeal in the list (for focus after a decision). */
export const appealKey = (appeal: AppealItem) => `appeal:${appeal.id}`

interface AppealItemViewProps {
  appeal: AppealItem
  onDecided: (message: string) => void
}

/**
 * One open appeal: what was decided under which rule, by whom and when, what its author asks, the
 * content folded away until asked for, and the second moderator's decision.
 */
export function AppealItemView({ appeal, onDecided }: AppealItemViewProps) {
  const { subject } = appeal
  const done = appeal.decision === 'hide' ? 'Hidden' : 'Removed'
  return (
    <li
      data-key={appealKey(appeal)}
      className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-card p-5"
    >
      <div className="flex flex-col gap-1">
        <h3 tabIndex={-1} className="text-xl font-semibold">
          {SUBJECT_WORDS[subject.kind]}, {done.toLowerCase()}
        </h3>
        <p>
          {done}
          {appeal.rule_label ? <> under the rule “{appeal.rule_label}”</> : null} by{' '}
          {appeal.decided_by?.display_name ?? 'a former moderator'},{' '}
          <time dateTime={appeal.decided_at}>{formatDateTime(appeal.decided_at)}</time>.
        </p>
        <p className="text-base text-muted">
          Appealed <time dateTime={appeal.appealed_at}>{formatDateTime(appeal.appealed_at)}</time>
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold">What its author asks</h4>
        <p className="border-l-4 border-line pl-3 break-words whitespace-pre-wrap">{appeal.note}</p>
      </div>
      <ReportedText text={appeal.content} label={`Show the ${subject.kind}`} />
      {subject.link ? (
        <p>
          <TextLink to={subject.link}>See the {subject.kind} in Kindred</TextLink>
        </p>
      ) : null}
      <AppealDecision appeal={appeal} onDecided={onDecided} />
    </li>
  )
}
