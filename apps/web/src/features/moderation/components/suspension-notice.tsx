import { WEB_ROUTES } from '@kindred/contract/web-routes'
import { TextLink } from '@/components/ui/text-link'
import { untilWords } from '../lib/moderation-words'

/** A person's suspension as the session knows it: `until` null lasts until a moderator lifts it. */
export interface Suspension {
  until: string | null
}

/** Where the notice stands: the top of a memories screen, the composer, or the comment form. */
type Place = 'page' | 'composer' | 'comment'

const WHAT_WAITS: Record<Place, string> = {
  page: 'You can still read everything here, but you cannot post, react, comment or connect',
  composer: 'You can write, and your draft stays in this tab, but you cannot share it',
  comment: 'You can still read the comments, but you cannot write one',
}

/** Whether a suspension holds now: one whose end has passed says nothing, even before the session catches up. */
export const suspendedNow = (suspension: Suspension | null | undefined, now = Date.now()) =>
  Boolean(suspension) && (suspension?.until == null || Date.parse(suspension.until) > now)

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
  const until = untilWords(suspension.until)
  return (
    <div className="flex flex-col gap-2 rounded-2xl border-2 border-line bg-calm px-5 py-4">
      <p className="font-semibold">Your account is suspended {until}.</p>
      <p>
        {WHAT_WAITS[place]} until then.
        {place === 'page' ? (
          <>
            {' '}
            Your <TextLink to={WEB_ROUTES.notifications}>notifications</TextLink> say which rule it is about.
          </>
        ) : null}
      </p>
    </div>
  )
}
