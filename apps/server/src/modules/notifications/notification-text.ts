import { UNTIL_LIFTED } from '../../lib/suspension'
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

/** A moderator's decision as a notification tells it (the log entry it points at). */
export interface DecisionFacts {
  subjectKind: string | null
  decision: string | null
  /** The rule named, as people read it. */
  rule: string | null
  /** A suspension's end (UNTIL_LIFTED: until a moderator lifts it). */
  until: Date | null
}

// The server does not know the person's time zone: the day is UTC's.
const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const untilWords = (until: Date | null) =>
  until === null || until.getTime() >= UNTIL_LIFTED.getTime()
    ? 'until a moderator lifts it'
    : `until ${day.format(until)}`

/**
 * What a reporter is told once moderators decided (SPEC §10): the outcome, never who decided and
 * never anything of the content; and again if an appeal restored what they reported.
 */
export function outcomeText(facts: DecisionFacts): string {
  const what = SUBJECT_NAMES[facts.subjectKind ?? ''] ?? 'report'
  const broken = facts.rule === null ? '' : `: it breaks our rule “${facts.rule}”`
  switch (facts.decision) {
    case 'dismiss':
      return `Thank you for your report. We looked at the ${what} you reported and it stays up: we did not find that it breaks our rules.`
    case 'hide':
      return `Thank you for your report. The moderators hid the ${what} you reported${broken}.`
    case 'remove':
      return `Thank you for your report. The moderators removed the ${what} you reported${broken}.`
    case 'suspend':
      return `Thank you for your report. The moderators suspended the person you reported ${untilWords(facts.until)}${broken}.`
    case 'restore':
      return `An update on your report: its author appealed, and a second moderator decided the ${what} you reported can stay up. It is shown again.`
    default:
      return `Thank you for your report. The moderators looked at the ${what} you reported.`
  }
}

/**
 * What the author is told when moderators act on their memory or comment, or on their account
 * (SPEC §10): what was done and the rule it names, and that they may appeal; then the appeal's
 * outcome. Never who reported it or who decided.
 */
export function authorOutcomeText(facts: DecisionFacts, title: string | null): string {
  const on = title === null ? '' : ` on “${title}”`
  const thing =
    facts.subjectKind === 'comment'
      ? `your comment${on}`
      : title === null
        ? 'your memory'
        : `your memory “${title}”`
  const why = facts.rule === null ? '' : ` because it breaks our rule “${facts.rule}”`
  switch (facts.decision) {
    case 'suspend':
      return `The moderators suspended your account ${untilWords(facts.until)}${why}. You can still read, but not share, react, comment or connect.`
    case 'lift':
      return 'A moderator lifted the suspension of your account: you can share, react, comment and connect again.'
    case 'restore':
      return `A second moderator looked at your appeal and restored ${thing}: it is shown again.`
    case 'uphold':
      return `A second moderator looked at your appeal of the decision on ${thing}, and it stands. Nobody else can see it; you still can.`
    default: {
      const done = facts.decision === 'remove' ? 'removed' : 'hid'
      const where = facts.subjectKind === 'comment' ? 'under the comment' : 'on the memory’s page'
      return `The moderators ${done} ${thing}${why}. Nobody else can see it now; you still can. If you think this is a mistake, you can appeal once, ${where}.`
    }
  }
}
