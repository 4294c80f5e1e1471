import { AppealsList } from './appeals-list'
import { DecisionLog } from './decision-log'
import { ModerationQueue } from './moderation-queue'
import { SuspensionsList } from './suspensions-list'

export const MODERATORS_ONLY =
  'The queue is for Kindred’s moderators. If something here worries you, choose “Report” beside it: a moderator will look at it, and the person is not told who reported it.'

/**
 * The moderators' work on /moderation: the queue, the appeals, the people suspended now and the log. Anyone else is told what the page is
 * for, and nothing is asked of the server (it would refuse them).
 */
export function ModerationDesk({ canModerate }: { canModerate: boolean }) {
  if (!canModerate) return <p>{MODERATORS_ONLY}</p>
  return (
    <>
      <ModerationQueue />
      <AppealsList />
      <SuspensionsList />
      <DecisionLog />
    </>
  )
}
