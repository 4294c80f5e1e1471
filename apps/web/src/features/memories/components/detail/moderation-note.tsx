import type { Memory } from '@kindred/contract/memories'
import { TextLink } from '@/components/ui/text-link'

const WHY: Record<NonNullable<Memory['moderation']>, string> = {
  held: 'Some people reported it, so it is set aside until a moderator looks at it. That usually does not take long.',
  hidden: 'The moderators hid it.',
  removed: 'The moderators removed it.',
}

/**
 * What its author reads on a memory moderation set aside (SPEC §10): that nobody else sees it now,
 * and why. Only the author is ever told (`moderation` is null for everyone else).
 */
export function ModerationNote({ moderation }: { moderation: Memory['moderation'] }) {
  if (moderation === null) return null
  return (
    <div className="rounded-xl border-2 border-line bg-page p-4">
      <p className="font-semibold">Only you can see this memory now.</p>
      <p>
        {WHY[moderation]}{' '}
        {moderation === 'held' ? null : (
          <>
            Your <TextLink to="/home/notifications">notifications</TextLink> say which rule it breaks.
          </>
        )}
      </p>
    </div>
  )
}
