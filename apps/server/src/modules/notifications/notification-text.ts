import type { NotificationType } from '@kindred/contract/notifications'

interface Who {
  /** Newest first, named people only. */
  names: string[]
  /** Everyone in the group, the unnamed included. */
  count: number
}

/**
 * "Quiet Heron", "Quiet Heron and 4 others", "Someone", "3 people": the newest named person and a
 * count of the rest. Anonymous people are only ever counted (SPEC §7).
 */
export function describeActors({ names, count }: Who): string {
  const [newest] = names
  if (newest === undefined) return count <= 1 ? 'Someone' : `${count} people`
  const others = count - 1
  if (others <= 0) return newest
  return `${newest} and ${others} ${others === 1 ? 'other' : 'others'}`
}

const quoted = (title: string | null, otherwise: string) => (title === null ? otherwise : `“${title}”`)

/**
 * The sentence a person reads. `title` is the memory's, or null when they may no longer read it
 * (then the sentence says "a memory" and names nothing of it).
 */
export function notificationText(type: NotificationType, who: Who, title: string | null): string {
  const actors = describeActors(who)
  switch (type) {
    case 'me_too':
      return `${actors} said me too to ${quoted(title, 'your memory')}`
    case 'love_back':
      // One actor only: the memory's author, unnamed when the memory is anonymous.
      return `${who.names.length === 0 ? 'The author' : actors} sent love back for your me too on ${quoted(title, 'a memory')}`
    case 'memory_love':
      return `${actors} sent love to ${quoted(title, 'your memory')}`
    case 'comment':
      return `${actors} commented on ${quoted(title, 'your memory')}`
    case 'reply':
      return `${actors} replied to your comment on ${quoted(title, 'a memory')}`
    case 'comment_love':
      return `${actors} loved your comment on ${quoted(title, 'a memory')}`
    case 'vote':
      return `${quoted(title, 'Your memory')} resonated with ${actors === 'Someone' ? 'someone' : actors}`
    case 'feedback':
      return `${actors} sent you kind words on ${quoted(title, 'a memory')}`
    case 'connection_request':
      return `${actors} asked to connect with you`
    case 'connection_accepted':
      return `${actors} accepted your request to connect`
  }
}

const SUBJECT_NAMES: Record<string, string> = {
  memory: 'memory',
  comment: 'comment',
  person: 'person',
  guide_comment: 'comment on the guide',
}

/**
 * What a reporter is told once moderators decided (SPEC §10): the outcome, never who decided and
 * never anything of the content.
 */
export function outcomeText(
  subjectKind: string | null,
  decision: string | null,
  rule: string | null,
): string {
  const what = SUBJECT_NAMES[subjectKind ?? ''] ?? 'report'
  const broken = rule === null ? '' : `: it breaks our rule “${rule}”`
  switch (decision) {
    case 'dismiss':
      return `Thank you for your report. We looked at the ${what} you reported and it stays up: we did not find that it breaks our rules.`
    case 'hide':
      return `Thank you for your report. The moderators hid the ${what} you reported${broken}.`
    case 'remove':
      return `Thank you for your report. The moderators removed the ${what} you reported${broken}.`
    default:
      return `Thank you for your report. The moderators looked at the ${what} you reported.`
  }
}

/**
 * What the author is told when moderators act on their memory (SPEC §10): what was done and the
 * rule it names; never who reported it or who decided.
 */
export function authorOutcomeText(
  decision: string | null,
  rule: string | null,
  title: string | null,
): string {
  const memory = title === null ? 'your memory' : `your memory “${title}”`
  const done = decision === 'remove' ? 'removed' : 'hid'
  const why = rule === null ? '' : ` because it breaks our rule “${rule}”`
  return `The moderators ${done} ${memory}${why}. Nobody else can see it now; you still can.`
}
