import { Trans, useLingui } from '@lingui/react/macro'
import { Card } from '@/components/ui/card'
import { useGenerateReport } from '../../api/generate-report'
import { useAnswers } from '../../api/get-answers'
import { useGroups } from '../../api/get-groups'
import { focusOnArrival } from '../../hooks/use-focus-on-arrival'
import { useGuideStore } from '../../stores/guide-store'
import { DeleteAnswers } from '../delete/delete-answers'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { useGuideEnvironment } from '../guide-context'
import { GroupNav } from './group-nav'
import { GroupView } from './group-view'
import { ReportSoFar } from './report-so-far'
import { WelcomeBack } from './welcome-back'

interface QuestionsScreenProps {
  sessionId: string
  /** A return visit (not started on this screen just now). */
  returning: boolean
  onDeleted: () => void
}

/** The questions, one group at a time, with the way back and forth and to the report. */
export function QuestionsScreen({ sessionId, returning, onDeleted }: QuestionsScreenProps) {
  const { t } = useLingui()
  const groups = useGroups()
  const answers = useAnswers(sessionId)
  const currentGroupId = useGuideStore((state) => state.currentGroupId)
  const generate = useGenerateReport(sessionId)
  const { sharedDeviceChoice, signedIn } = useGuideEnvironment()

  if (groups.isPending) return <LoadingStatus>{t`Loading the questions…`}</LoadingStatus>
  if (groups.isError)
    return (
      <LoadError
        what={t({ message: 'the questions', comment: 'Ends the sentence "We could not load …".' })}
        error={groups.error}
        onRetry={() => void groups.refetch()}
      />
    )
  // A signed-in person's guide kept here may have been finished on another device: the answers say
  // so and the report opens instead (issue 34), so no question is drawn before they are in.
  if (returning && signedIn && answers.isPending)
    return <LoadingStatus>{t`Restoring your answers…`}</LoadingStatus>

  const list = groups.data
  const index = Math.max(
    0,
    list.findIndex((group) => group.id === currentGroupId),
  )
  const group = list[index]
  if (!group)
    return (
      <p>
        <Trans>The guide has no questions yet. Please come back later.</Trans>
      </p>
    )
  const goTo = (next: number) => {
    const target = list[next]
    if (!target) return
    useGuideStore.getState().setData({ currentGroupId: target.id })
    focusOnArrival('group')
  }
  const answered = answers.data?.progress.answered ?? 0

  return (
    <div className="flex flex-col gap-8">
      {returning && answered > 0 ? <WelcomeBack answered={answered} groupTitle={group.title} /> : null}
      <GroupView
        key={group.id}
        sessionId={sessionId}
        group={group}
        position={index + 1}
        total={list.length}
        progress={answers.data?.progress}
        progressFailed={answers.isError}
      />
      <GroupNav
        position={index + 1}
        total={list.length}
        finishing={generate.isPending && generate.variables === true}
        finishError={generate.isError && generate.variables === true ? generate.error : null}
        onBack={() => goTo(index - 1)}
        onNext={() => goTo(index + 1)}
        onFinish={() => generate.mutate(true)}
      />
      <ReportSoFar generate={generate} />
      <Card className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">
          <Trans>On a shared device</Trans>
        </h2>
        {sharedDeviceChoice}
      </Card>
      <DeleteAnswers sessionId={sessionId} onDeleted={onDeleted} />
    </div>
  )
}
