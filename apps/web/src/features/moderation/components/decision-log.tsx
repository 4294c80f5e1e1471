import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { SettingsSection } from '@/components/ui/settings-section'
import { ShowMoreButton } from '@/components/ui/show-more-button'
import { useLog } from '../api/get-log'
import { LogEntryView } from './log-entry-view'

/**
 * The log of decisions, newest first: who decided, about what kind of thing, what, under which rule,
 * how many reports it closed and when. Never the content (SPEC §10).
 */
export function DecisionLog() {
  const { t } = useLingui()
  const log = useLog()
  const list = useRef<HTMLUListElement>(null)
  const entries = log.data?.pages.flatMap((page) => page.results) ?? []

  return (
    <SettingsSection heading={t`Recent decisions`}>
      {log.isPending ? (
        <LoadingStatus>{t`Loading the decisions…`}</LoadingStatus>
      ) : log.isError && !log.data ? (
        <LoadError what={t`the decisions`} error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <p>
          <Trans>No decisions yet.</Trans>
        </p>
      ) : (
        <>
          <ul ref={list} aria-label={t`Decisions, the newest first`} className="flex flex-col gap-3">
            {entries.map((entry) => (
              <LogEntryView key={entry.id} entry={entry} />
            ))}
          </ul>
          <ShowMoreButton query={log} list={list} label={t`Show more decisions`} pendingLabel={t`Loading…`} />
        </>
      )}
    </SettingsSection>
  )
}
