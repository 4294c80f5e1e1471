import { useRef } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { SettingsSection } from '@/components/ui/settings-section'
import { ShowMoreButton } from '@/components/ui/show-more-button'
import { formatDateTime } from '@/lib/format-date'
import { useLog } from '../api/get-log'
import { DECISION_WORDS, SUBJECT_WORDS, reportCount } from '../lib/moderation-words'

/**
 * The log of decisions, newest first: who decided, about what kind of thing, what, under which rule,
 * how many reports it closed and when. Never the content (SPEC §10).
 */
export function DecisionLog() {
  const log = useLog()
  const list = useRef<HTMLUListElement>(null)
  const entries = log.data?.pages.flatMap((page) => page.results) ?? []

  return (
    <SettingsSection heading="Recent decisions">
      {log.isPending ? (
        <LoadingStatus>Loading the decisions…</LoadingStatus>
      ) : log.isError && !log.data ? (
        <LoadError what="the decisions" error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <p>No decisions yet.</p>
      ) : (
        <>
          <ul ref={list} aria-label="Decisions, the newest first" className="flex flex-col gap-3">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 border-b-2 border-line pb-3 last:border-b-0">
                <p>
                  <span className="font-semibold">
                    {entry.moderator?.display_name ?? 'A former moderator'}
                  </span>
                  {' · '}
                  {SUBJECT_WORDS[entry.subject_kind]}
                  {' · '}
                  {DECISION_WORDS[entry.decision]}
                </p>
                {entry.rule_label ? <p>Rule: {entry.rule_label}</p> : null}
                <p className="text-base text-muted">
                  {/* A lifted suspension, an appeal or a role change closes no reports: nothing to say. */}
                  {entry.reports_closed > 0 ? `Closed ${reportCount(entry.reports_closed)} · ` : null}
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                </p>
              </li>
            ))}
          </ul>
          <ShowMoreButton query={log} list={list} label="Show more decisions" pendingLabel="Loading…" />
        </>
      )}
    </SettingsSection>
  )
}
