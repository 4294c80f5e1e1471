import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CanAddModeratorsContext } from '../hooks/use-can-add-moderators'
import { AppealsList } from './appeals-list'
import { DecisionLog } from './decision-log'
import { ModerationQueue } from './moderation-queue'
import { SecondModeratorNotice } from './second-moderator-notice'
import { SuspensionsList } from './suspensions-list'

export const MODERATORS_ONLY = msg`The queue is for Kindred’s moderators. If something here worries you, choose “Report” beside it: a moderator will look at it, and the person is not told who reported it.`

interface ModerationDeskProps {
  canModerate: boolean
  /** An admin: told to add a moderator here while appeals wait for a second one (decision 038). */
  canAddModerators?: boolean
}

/**
 * The moderators' work on /moderation: while they moderate alone, that appeals need a second
 * moderator; the queue, the appeals, the people suspended now and the log. Anyone else is told what
 * the page is for, and nothing is asked of the server (it would refuse them).
 */
export function ModerationDesk({ canModerate, canAddModerators = false }: ModerationDeskProps) {
  const { t } = useLingui()
  if (!canModerate) return <p>{t(MODERATORS_ONLY)}</p>
  return (
    <CanAddModeratorsContext.Provider value={canAddModerators}>
      <SecondModeratorNotice />
      <ModerationQueue />
      <AppealsList />
      <SuspensionsList />
      <DecisionLog />
    </CanAddModeratorsContext.Provider>
  )
}
