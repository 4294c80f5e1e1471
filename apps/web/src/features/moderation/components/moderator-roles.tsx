import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { SettingsSection } from '@/components/ui/settings-section'
import { moveFocus } from '@/lib/move-focus'
import { useModerators } from '../api/get-moderators'
import { ADD_MODERATOR_ID } from '../lib/second-moderator-words'
import { AddModeratorForm } from './add-moderator-form'
import { ModeratorRow } from './moderator-row'

/**
 * For admins (SPEC §3.1, §10): who moderates, a way to remove a moderator, and a form to add one by
 * email. The same changes as `npm run admin`; an admin stays an admin here.
 */
export function ModeratorRoles() {
  const { t } = useLingui()
  const moderators = useModerators()
  const [said, setSaid] = useState({ text: '', problem: false })
  const heading = useRef<HTMLHeadingElement>(null)
  // A removed row leaves the list: focus goes to the list's heading, and the news is said below it.
  const announce = (text: string, problem = false) => {
    setSaid({ text, problem })
    moveFocus(heading.current)
  }
  const people = moderators.data?.results ?? []

  return (
    <SettingsSection heading={t`Moderators`}>
      <p>
        <Trans>
          Moderators work through the reports. Admins moderate too, and add or remove moderators here. A
          change holds from the person’s next step in Kindred.
        </Trans>
      </p>
      <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold">
        <Trans>Who moderates</Trans>
      </h3>
      <p
        role="status"
        className={
          !said.text ? 'sr-only' : said.problem ? 'font-semibold text-danger' : 'text-base text-muted'
        }
      >
        {said.text}
      </p>
      {moderators.isPending ? (
        <LoadingStatus>{t`Loading the moderators…`}</LoadingStatus>
      ) : moderators.isError && !moderators.data ? (
        <LoadError
          what={t`the moderators`}
          error={moderators.error}
          onRetry={() => void moderators.refetch()}
        />
      ) : (
        <ul aria-label={t`Moderators and admins`} className="flex flex-col gap-3">
          {people.map((moderator) => (
            <ModeratorRow key={moderator.public_id} moderator={moderator} announce={announce} />
          ))}
        </ul>
      )}
      {/* Where the notice about a second moderator links to (decision 038). */}
      <h3 id={ADD_MODERATOR_ID} tabIndex={-1} className="text-xl font-semibold">
        <Trans>Add a moderator</Trans>
      </h3>
      <AddModeratorForm />
    </SettingsSection>
  )
}
