import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { LabelledSection } from '@/components/ui/labelled-section'
import { linkClassName } from '@/components/ui/text-link'
import { useQueue } from '../api/get-queue'
import { useCanAddModerators } from '../hooks/use-can-add-moderators'
import { ADD_MODERATOR_ID, GRANT_COMMAND } from '../lib/second-moderator-words'

export const ONLY_MODERATOR = msg`Appeals need a second moderator`
export const WHY_APPEALS_WAIT = msg`You are the only moderator for now. When you hide or remove a memory or a comment, its author can ask for a second look, and a moderator other than you has to give it. Until someone else moderates, those appeals wait, and their authors are told that they wait.`

/**
 * At the top of /moderation while nobody but the person reading moderates (the queue's answer says
 * so): that appeals of their decisions wait for a second moderator, and how to add one. Nothing
 * once someone else moderates (decision 038).
 */
export function SecondModeratorNotice() {
  const { t } = useLingui()
  const queue = useQueue()
  const canAdd = useCanAddModerators()
  if (queue.data?.pages[0]?.appeals_wait_for_another_moderator !== true) return null
  const command = <code className="break-words">{t(GRANT_COMMAND)}</code>
  return (
    <LabelledSection
      heading={t(ONLY_MODERATOR)}
      className="flex flex-col gap-2 rounded-2xl border-2 border-line bg-calm px-5 py-4"
      headingClassName="text-xl font-semibold"
    >
      <p>{t(WHY_APPEALS_WAIT)}</p>
      {canAdd ? (
        <p>
          <Trans>
            <a href={`#${ADD_MODERATOR_ID}`} className={linkClassName}>
              Add a moderator
            </a>{' '}
            at the end of this page: they need a Kindred account. Or, from the command line: {command}
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>An admin can add a moderator on this page, or from the command line: {command}</Trans>
        </p>
      )}
    </LabelledSection>
  )
}
