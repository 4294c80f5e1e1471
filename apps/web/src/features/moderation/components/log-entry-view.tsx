import { Trans, useLingui } from '@lingui/react/macro'
import type { LogEntry } from '@kindred/contract/moderation-queue'
import { formatDateTime } from '@/lib/format-date'
import { DECISION_WORDS, SUBJECT_WORDS, reportsClosed } from '../lib/moderation-words'

/** One decision in the log: who, about what kind of thing, what, under which rule, how many reports, when. */
export function LogEntryView({ entry }: { entry: LogEntry }) {
  const { t } = useLingui()
  const rule = entry.rule_label
  return (
    <li className="flex flex-col gap-1 border-b-2 border-line pb-3 last:border-b-0">
      <p>
        <span className="font-semibold">{entry.moderator?.display_name ?? t`A former moderator`}</span>
        {' · '}
        {t(SUBJECT_WORDS[entry.subject_kind])}
        {' · '}
        {t(DECISION_WORDS[entry.decision])}
      </p>
      {rule ? (
        <p>
          <Trans>Rule: {rule}</Trans>
        </p>
      ) : null}
      <p className="text-base text-muted">
        {/* A lifted suspension, an appeal or a role change closes no reports: nothing to say. */}
        {entry.reports_closed > 0 ? `${t(reportsClosed(entry.reports_closed))} · ` : null}
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </p>
    </li>
  )
}
