import type { Language } from '@kindred/contract/languages'
import type { NotificationType } from '@kindred/contract/notifications'
import { message, say, type MessageId } from '../../lib/messages'
import { UNTIL_LIFTED } from '../../lib/suspension'

// Every sentence here is said in the reader's language (decision 084), by the catalogs'
// `notification.*`, `outcome.*` and `authorOutcome.*` messages (src/locales/notification-texts-*.ts).
// What people wrote (a memory's title) and a rule's label are given as they are.

interface Who {
  /** Newest first, named people only. */
  names: string[]
  /** Everyone in the group, the unnamed included. */
  count: number
}

/** One person did it, or several: a verb agrees with that in some languages (`who` in the catalogs). */
const whoOf = ({ names, count }: Who) => (Math.max(count, names.length) > 1 ? 'many' : 'one')

/**
 * "Quiet Heron", "Quiet Heron and 4 others", "Someone", "3 people": the newest named person and a
 * count of the rest. Anonymous people are only ever counted (SPEC §7). `inSentence`: not the
 * sentence's first words ("someone").
 */
export function describeActors({ names, count }: Who, language: Language, inSentence = false): string {
  const [newest] = names
  if (newest === undefined) {
    if (count > 1) return say(message('notification.people', { count }), language)
    return say(inSentence ? 'notification.someoneInSentence' : 'notification.someone', language)
  }
  const others = count - 1
  if (others <= 0) return newest
  return say(message('notification.nameAndOthers', { name: newest, others }), language)
}

/** Each type's sentence, and what it says of a memory the person may no longer read. */
const SENTENCES: Record<NotificationType, { id: MessageId; untitled: MessageId }> = {
  me_too: { id: 'notification.meToo', untitled: 'notification.yourMemory' },
  love_back: { id: 'notification.loveBack', untitled: 'notification.aMemory' },
  memory_love: { id: 'notification.memoryLove', untitled: 'notification.yourMemory' },
  comment: { id: 'notification.comment', untitled: 'notification.yourMemory' },
  reply: { id: 'notification.reply', untitled: 'notification.aMemory' },
  comment_love: { id: 'notification.commentLove', untitled: 'notification.aMemory' },
  vote: { id: 'notification.vote', untitled: 'notification.yourMemoryFirst' },
  feedback: { id: 'notification.feedback', untitled: 'notification.aMemory' },
  // About no memory: their sentences have no target.
  connection_request: { id: 'notification.connectionRequest', untitled: 'notification.yourMemory' },
  connection_accepted: { id: 'notification.connectionAccepted', untitled: 'notification.yourMemory' },
}

/**
 * The sentence a person reads, in `language`. `title` is the memory's, or null when they may no
 * longer read it (then the sentence says "a memory" and names nothing of it).
 */
export function notificationText(
  type: NotificationType,
  who: Who,
  title: string | null,
  language: Language,
): string {
  const { id, untitled } = SENTENCES[type]
  const target = say(title === null ? untitled : message('notification.titled', { title }), language)
  // The memory's author sends love back, the only one; unnamed when the memory is anonymous.
  const actors =
    type === 'love_back' && who.names.length === 0
      ? say('notification.theAuthor', language)
      : describeActors(who, language, type === 'vote')
  return say(message(id, { who: whoOf(who), actors, target }), language)
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

// The server does not know the person's time zone: the day is UTC's (`utcDay`, lib/messages.ts).
const untilWords = (until: Date | null, language: Language) =>
  until === null || until.getTime() >= UNTIL_LIFTED.getTime()
    ? say('outcome.untilLifted', language)
    : say(message('outcome.untilDay', { until }), language)

/** The rule a decision names, as the end of a sentence, or nothing when it names none. */
const ruleWords = (id: MessageId, rule: string | null, language: Language) =>
  rule === null ? '' : say(message(id, { rule }), language)

const OUTCOMES: Partial<Record<string, MessageId>> = {
  dismiss: 'outcome.dismissed',
  hide: 'outcome.hidden',
  remove: 'outcome.removed',
  restore: 'outcome.restored',
}

/**
 * What a reporter is told once moderators decided (SPEC §10): the outcome, never who decided and
 * never anything of the content; and again if an appeal restored what they reported.
 */
export function outcomeText(facts: DecisionFacts, language: Language): string {
  const broken = ruleWords('outcome.breaksRule', facts.rule, language)
  if (facts.decision === 'suspend') {
    return say(message('outcome.suspended', { until: untilWords(facts.until, language), broken }), language)
  }
  const id = OUTCOMES[facts.decision ?? ''] ?? 'outcome.looked'
  // What was reported: the sentence's subject when an appeal restored it, else what was acted on.
  const reported = say(
    message(id === 'outcome.restored' ? 'outcome.reported' : 'outcome.reportedObject', {
      kind: facts.subjectKind ?? 'other',
    }),
    language,
  )
  return say(message(id, { reported, broken }), language)
}

/**
 * What the author is told when moderators act on their memory or comment, or on their account
 * (SPEC §10): what was done and the rule it names, and that they may appeal; then the appeal's
 * outcome. Never who reported it or who decided.
 */
export function authorOutcomeText(facts: DecisionFacts, title: string | null, language: Language): string {
  const comment = facts.subjectKind === 'comment'
  const thing = say(
    comment
      ? title === null
        ? 'authorOutcome.yourComment'
        : message('authorOutcome.yourCommentOn', { title })
      : title === null
        ? 'authorOutcome.yourMemory'
        : message('authorOutcome.yourMemoryTitled', { title }),
    language,
  )
  const why = ruleWords('authorOutcome.because', facts.rule, language)
  switch (facts.decision) {
    case 'suspend':
      return say(
        message('authorOutcome.suspended', { until: untilWords(facts.until, language), why }),
        language,
      )
    case 'lift':
      return say('authorOutcome.lifted', language)
    case 'restore':
      return say(message('authorOutcome.restored', { thing }), language)
    case 'uphold':
      return say(message('authorOutcome.upheld', { thing }), language)
    default: {
      const done = facts.decision === 'remove' ? 'remove' : 'hide'
      const where = comment ? 'comment' : 'memory'
      return say(message('authorOutcome.acted', { done, thing, why, where }), language)
    }
  }
}
