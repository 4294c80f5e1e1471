import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import type { InteractionSettings as Settings, ListedPerson } from '@kindred/contract/connections'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { SaveStatus } from '@/components/ui/save-status'
import { SettingsSection } from '@/components/ui/settings-section'
import { ShowMoreButton } from '@/components/ui/show-more-button'
import { Failure } from '@/components/ui/failure'
import { HintedChoice } from '@/components/ui/hinted-choice'
import { formatDateTime } from '@/lib/format-date'
import { moveFocus } from '@/lib/move-focus'
import { useBlockedPeople } from '../api/get-blocked-people'
import { useInteractionSettings } from '../api/get-interaction-settings'
import { useMutedPeople } from '../api/get-muted-people'
import { useUnblockPerson } from '../api/unblock-person'
import { useUnmutePerson } from '../api/unmute-person'
import { useUpdateInteractionSettings } from '../api/update-interaction-settings'

const CHOICES: { key: keyof Settings; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    key: 'accepts_connection_requests',
    label: msg`Let people ask to connect with me`,
    hint: msg`When this is off, nobody can send you a new request. People you are connected with stay connected.`,
  },
  {
    key: 'listed_as_voter',
    label: msg`Show my name in the list of people a memory resonates with`,
    hint: msg`Off until you turn it on: your “this resonates” counts, without your name.`,
  },
]

function SettingChoices() {
  const { t } = useLingui()
  const settings = useInteractionSettings()
  const update = useUpdateInteractionSettings()
  const id = useId()
  if (settings.isPending) return <LoadingStatus>{t`Loading your choices…`}</LoadingStatus>
  if (settings.isError)
    return (
      <LoadError
        what={t({ message: 'your choices', comment: 'Ends the sentence “We could not load …”.' })}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    )
  // While a change is on its way, the box shows it; if it fails, it goes back and says so.
  const shown = { ...settings.data, ...(update.isPending ? update.variables : {}) }
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">
        <Trans>Who can reach you</Trans>
      </legend>
      {CHOICES.map((choice) => (
        <HintedChoice
          key={choice.key}
          id={`${id}-${choice.key}`}
          type="checkbox"
          label={t(choice.label)}
          hint={t(choice.hint)}
          hintId={`${id}-${choice.key}-hint`}
          spaced
          checked={shown[choice.key] ?? false}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ [choice.key]: event.target.checked })}
        />
      ))}
      <SaveStatus saving={update} />
    </fieldset>
  )
}

function PersonRow({
  person,
  kind,
  announce,
}: {
  person: ListedPerson
  kind: 'blocked' | 'muted'
  announce: (message: string) => void
}) {
  const { t } = useLingui()
  const unblock = useUnblockPerson()
  const unmute = useUnmutePerson()
  const undo = kind === 'blocked' ? unblock : unmute
  const name = person.display_name
  const since = formatDateTime(person.since)
  return (
    <li className="flex flex-col gap-2 border-b-2 border-line pb-3 last:border-b-0">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-semibold">{name}</span>
        <span className="text-base text-muted">
          <Trans>
            Since <time dateTime={person.since}>{since}</time>
          </Trans>
        </span>
      </p>
      <div>
        <Button
          variant="secondary"
          disabled={undo.isPending}
          onClick={() =>
            undo.mutate(person.public_id, {
              onSuccess: () =>
                announce(
                  kind === 'blocked'
                    ? t`You unblocked ${name}.`
                    : t`You unmuted ${name}. Their memories and comments will show in your lists again.`,
                ),
            })
          }
        >
          {kind === 'blocked' ? <Trans>Unblock {name}</Trans> : <Trans>Unmute {name}</Trans>}
        </Button>
      </div>
      <Failure error={undo.error}>
        {kind === 'blocked' ? (
          <Trans>We could not unblock {name}.</Trans>
        ) : (
          <Trans>We could not unmute {name}.</Trans>
        )}
      </Failure>
    </li>
  )
}

function PeopleList({
  kind,
  query,
}: {
  kind: 'blocked' | 'muted'
  query: ReturnType<typeof useBlockedPeople>
}) {
  const { t } = useLingui()
  const [said, setSaid] = useState('')
  const title = useRef<HTMLHeadingElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const announce = (message: string) => {
    setSaid(message)
    moveFocus(title.current)
  }
  const heading = kind === 'blocked' ? t`People you blocked` : t`People you muted`
  const what =
    kind === 'blocked'
      ? t({ message: 'the people you blocked', comment: 'Ends the sentence “We could not load …”.' })
      : t({ message: 'the people you muted', comment: 'Ends the sentence “We could not load …”.' })
  const people = query.data?.pages.flatMap((page) => page.results) ?? []
  return (
    <div className="flex flex-col gap-3">
      <h3 ref={title} tabIndex={-1} className="text-xl font-semibold">
        {heading}
      </h3>
      <p role="status" className={said ? 'text-base text-muted' : 'sr-only'}>
        {said}
      </p>
      {query.isPending ? (
        <LoadingStatus>{t`Loading…`}</LoadingStatus>
      ) : query.isError && !query.data ? (
        <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />
      ) : people.length === 0 ? (
        <p>
          {kind === 'blocked' ? (
            <Trans>
              You have not blocked anyone. If someone makes you feel unsafe, “Options” beside their name lets
              you block them.
            </Trans>
          ) : (
            <Trans>
              You have not muted anyone. Muting keeps someone’s memories and comments out of your lists,
              without telling them.
            </Trans>
          )}
        </p>
      ) : (
        <>
          <ul ref={list} aria-label={heading} className="flex flex-col gap-3">
            {people.map((person) => (
              <PersonRow key={person.public_id} person={person} kind={kind} announce={announce} />
            ))}
          </ul>
          <ShowMoreButton query={query} list={list} pendingLabel={t`Loading…`} />
        </>
      )}
    </div>
  )
}

/** /settings: who may reach you (connection requests, your name among voters), and who you blocked or muted. */
export function InteractionSettings() {
  const { t } = useLingui()
  const blocked = useBlockedPeople()
  const muted = useMutedPeople()
  return (
    <SettingsSection heading={t`People and connections`}>
      <SettingChoices />
      <PeopleList kind="blocked" query={blocked} />
      <PeopleList kind="muted" query={muted} />
    </SettingsSection>
  )
}
