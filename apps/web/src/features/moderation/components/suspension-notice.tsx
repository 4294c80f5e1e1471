import { Trans } from '@lingui/react/macro'
import { WEB_ROUTES } from '@kindred/contract/web-routes'
import { TextLink } from '@/components/ui/text-link'
import { formatDateTime } from '@/lib/format-date'

/** A person's suspension as the session knows it: `until` null lasts until a moderator lifts it. */
export interface Suspension {
  until: string | null
}

/** Where the notice stands: the top of a memories screen, the composer, or the comment form. */
type Place = 'page' | 'composer' | 'comment'

/** Whether a suspension holds now: one whose end has passed says nothing, even before the session catches up. */
export const suspendedNow = (suspension: Suspension | null | undefined, now = Date.now()) =>
  Boolean(suspension) && (suspension?.until == null || Date.parse(suspension.until) > now)

/** Until when the account is suspended: a date and time, or until a moderator lifts it. */
function SuspendedUntil({ until }: { until: string | null }) {
  if (until === null) return <Trans>Your account is suspended until a moderator lifts it.</Trans>
  const date = formatDateTime(until)
  return <Trans>Your account is suspended until {date}.</Trans>
}

/** What waits until then, in the words of the place the notice stands. */
function WhatWaits({ place }: { place: Place }) {
  if (place === 'composer')
    return <Trans>You can write, and your draft stays in this tab, but you cannot share it until then.</Trans>
  if (place === 'comment')
    return <Trans>You can still read the comments, but you cannot write one until then.</Trans>
  return (
    <Trans>
      You can still read everything here, but you cannot post, react, comment or connect until then. Your{' '}
      <TextLink to={WEB_ROUTES.notifications}>notifications</TextLink> say which rule it is about.
    </Trans>
  )
}

/**
 * What a suspended person reads where they would otherwise take part (SPEC §10): calmly, until when
 * they can read but not post, react, comment or connect. Nothing when they are not suspended.
 */
export function SuspensionNotice({
  suspension,
  place,
}: {
  suspension: Suspension | null | undefined
  place: Place
}) {
  if (!suspension || !suspendedNow(suspension)) return null
  return (
    <div className="flex flex-col gap-2 rounded-2xl border-2 border-line bg-calm px-5 py-4">
      <p className="font-semibold">
        <SuspendedUntil until={suspension.until} />
      </p>
      <p>
        <WhatWaits place={place} />
      </p>
    </div>
  )
}
