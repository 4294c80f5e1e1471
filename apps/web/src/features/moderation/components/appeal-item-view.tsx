import { Trans, useLingui } from '@lingui/react/macro'
import type { AppealItem } from '@kindred/contract/moderation-appeals'
import { TextLink } from '@/components/ui/text-link'
import { formatDateTime } from '@/lib/format-date'
import { AppealDecision } from './appeal-decision'
import { ReportedText } from './reported-text'

/** Identifies an appeal in the list (for focus after a decision). */
export const appealKey = (appeal: AppealItem) => `appeal:${appeal.id}`

interface AppealItemViewProps {
  appeal: AppealItem
  onDecided: (message: string) => void
}

/** The appeal's heading: what it is about and what was done to it ("A comment, removed"). */
function AppealHeading({ appeal }: { appeal: AppealItem }) {
  const memory = appeal.subject.kind === 'memory'
  if (appeal.decision === 'hide')
    return memory ? <Trans>A memory, hidden</Trans> : <Trans>A comment, hidden</Trans>
  return memory ? <Trans>A memory, removed</Trans> : <Trans>A comment, removed</Trans>
}

/** What was decided, under which rule (when one was named), by whom and when: one sentence each way. */
function FirstDecision({ appeal }: { appeal: AppealItem }) {
  const { t } = useLingui()
  const rule = appeal.rule_label
  const moderator = appeal.decided_by?.display_name ?? t`a former moderator`
  const when = <time dateTime={appeal.decided_at}>{formatDateTime(appeal.decided_at)}</time>
  if (appeal.decision === 'hide')
    return rule ? (
      <Trans>
        Hidden under the rule “{rule}” by {moderator}, {when}.
      </Trans>
    ) : (
      <Trans>
        Hidden by {moderator}, {when}.
      </Trans>
    )
  return rule ? (
    <Trans>
      Removed under the rule “{rule}” by {moderator}, {when}.
    </Trans>
  ) : (
    <Trans>
      Removed by {moderator}, {when}.
    </Trans>
  )
}

/**
 * One open appeal: what was decided under which rule, by whom and when, what its author asks, the
 * content folded away until asked for, and the second moderator's decision.
 */
export function AppealItemView({ appeal, onDecided }: AppealItemViewProps) {
  const { t } = useLingui()
  const { subject } = appeal
  const memory = subject.kind === 'memory'
  const appealedAt = <time dateTime={appeal.appealed_at}>{formatDateTime(appeal.appealed_at)}</time>
  return (
    <li
      data-key={appealKey(appeal)}
      className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-card p-5"
    >
      <div className="flex flex-col gap-1">
        <h3 tabIndex={-1} className="text-xl font-semibold">
          <AppealHeading appeal={appeal} />
        </h3>
        <p>
          <FirstDecision appeal={appeal} />
        </p>
        <p className="text-base text-muted">
          <Trans>Appealed {appealedAt}</Trans>
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold">
          <Trans>What its author asks</Trans>
        </h4>
        <p className="border-l-4 border-line pl-3 break-words whitespace-pre-wrap">{appeal.note}</p>
      </div>
      <ReportedText text={appeal.content} label={memory ? t`Show the memory` : t`Show the comment`} />
      {subject.link ? (
        <p>
          <TextLink to={subject.link}>
            {memory ? <Trans>See the memory in Kindred</Trans> : <Trans>See the comment in Kindred</Trans>}
          </TextLink>
        </p>
      ) : null}
      <AppealDecision appeal={appeal} onDecided={onDecided} />
    </li>
  )
}
