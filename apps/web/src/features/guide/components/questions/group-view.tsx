import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import type { Answer, Group, Item } from '@kindred/contract/guide'
import { useGroup } from '../../api/get-group'
import { useGuideStore } from '../../stores/guide-store'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { GroupHeading } from './group-heading'
import { ProgressMeter } from './progress-meter'
import { QuestionItem } from './question-item'
import { ResultCard } from './result-card'

interface GroupViewProps {
  sessionId: string
  group: Group
  position: number
  total: number
  progress: { answered: number; total: number } | undefined
  progressFailed: boolean
}

/** One group of questions: where you are, the intro, the questions, and a note after a counting answer. */
export function GroupView({ sessionId, group, position, total, progress, progressFailed }: GroupViewProps) {
  const { t } = useLingui()
  const headingId = useId()
  const query = useGroup(sessionId, group.id)
  const onboarding = useGuideStore((state) => state.flags.onboarding)
  const restoring = useGuideStore((state) => state.flags.fetchingAnswers && !state.flags.sessionFetched)
  const [latest, setLatest] = useState<{ itemId: number; answerId: number } | null>(null)
  const [announcement, setAnnouncement] = useState('')

  // Onboarding ends when the first questions are on screen.
  useEffect(() => {
    if (onboarding && !query.isPending) useGuideStore.getState().setFlag('onboarding', false)
  }, [onboarding, query.isPending])

  const onSaved = (item: Item, answer: Answer) => {
    // A counting answer gets a note: about the experience, or, for a positive experience, a glad word.
    // Caregiver styles never count, so they get none.
    const card = answer.counts
    setLatest(card ? { itemId: item.id, answerId: answer.id } : null)
    setAnnouncement(
      card ? t`Your answer is saved. A short note about it is below the question.` : t`Your answer is saved.`,
    )
  }
  const onCleared = (item: Item) => {
    setLatest((current) => (current?.itemId === item.id ? null : current))
    setAnnouncement(t`Your answer is cleared.`)
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <GroupHeading id={headingId} position={position} total={total} title={group.title} />
        <ProgressMeter progress={progress} restoring={restoring} failed={progressFailed} />
        <p className="max-w-prose">{group.intro}</p>
      </div>
      {query.isPending ? (
        <LoadingStatus>{onboarding ? t`Getting your guide ready…` : t`Loading the questions…`}</LoadingStatus>
      ) : null}
      {query.isError ? (
        <LoadError
          what={t({ message: 'these questions', comment: 'Ends the sentence "We could not load …".' })}
          error={query.error}
          onRetry={() => void query.refetch()}
          note={t`Your answers so far are kept.`}
        />
      ) : null}
      {query.data?.items.map((item) => (
        <QuestionItem
          key={item.id}
          sessionId={sessionId}
          item={item}
          answer={query.data.answers.find((answer) => answer.trauma_id === item.id)}
          onSaved={onSaved}
          onCleared={onCleared}
        >
          {latest?.itemId === item.id ? (
            <ResultCard sessionId={sessionId} answerId={latest.answerId} />
          ) : null}
        </QuestionItem>
      ))}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  )
}
