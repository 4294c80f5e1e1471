import { describe, expect, it } from 'vitest'
import { NOTIFICATION_TYPES } from '@kindred/contract/notifications'
import { UNTIL_LIFTED } from '../../lib/suspension'
import { englishLeftIn } from '../../../test/english-left'
import { authorOutcomeText, notificationText, outcomeText, type DecisionFacts } from './notification-text'

// The sentence of every notification, in each language (decision 084): what the app lists and a
// detailed mail shows. Spanish leaves no English, its verb agrees with one person or several, and a
// suspension's day is written the Spanish way; the English is word for word what it was.

const TITLE = 'Zorro'
/** One named person; a named one and two more; one anonymous; three anonymous. */
const GROUPS = [
  { names: ['Garza'], count: 1 },
  { names: ['Garza'], count: 3 },
  { names: [], count: 1 },
  { names: [], count: 3 },
]
const DAY = new Date('2026-12-07T12:00:00Z')

const sentences = [
  ...NOTIFICATION_TYPES.flatMap((type) =>
    GROUPS.flatMap((who) =>
      [TITLE, null].map((title) => ({
        name: `${type}, ${who.names.length} named of ${who.count}, ${title ?? 'untitled'}`,
        say: (language: 'en' | 'es') => notificationText(type, who, title, language),
      })),
    ),
  ),
  ...['dismiss', 'hide', 'remove', 'suspend', 'restore', null].flatMap((decision) =>
    ['memory', 'comment', 'person', 'guide_comment', null].flatMap((subjectKind) =>
      ['Be kind', null].flatMap((rule) =>
        [DAY, UNTIL_LIFTED].map((until) => {
          const facts: DecisionFacts = { decision, subjectKind, rule, until }
          return {
            name: `reporter: ${JSON.stringify(facts)}`,
            say: (language: 'en' | 'es') => outcomeText(facts, language),
          }
        }),
      ),
    ),
  ),
  ...['suspend', 'lift', 'restore', 'uphold', 'hide', 'remove'].flatMap((decision) =>
    ['memory', 'comment'].flatMap((subjectKind) =>
      ['Be kind', null].flatMap((rule) =>
        [TITLE, null].map((title) => {
          const facts: DecisionFacts = { decision, subjectKind, rule, until: DAY }
          return {
            name: `author: ${JSON.stringify(facts)}, ${title ?? 'untitled'}`,
            say: (language: 'en' | 'es') => authorOutcomeText(facts, title, language),
          }
        }),
      ),
    ),
  ),
]

describe('every notification sentence in Spanish', () => {
  it.each(sentences)('$name leaves no English', ({ say }) => {
    const [english, spanish] = [say('en'), say('es')]
    expect(spanish).not.toBe(english)
    expect(englishLeftIn(english, spanish)).toEqual([])
  })

  it('agrees with one person or several, and names nobody anonymous', () => {
    const says = (who: (typeof GROUPS)[number]) => notificationText('me_too', who, TITLE, 'es')
    expect(GROUPS.map(says)).toEqual([
      'Garza dijo «A mí también» a «Zorro»',
      'Garza y 2 personas más dijeron «A mí también» a «Zorro»',
      'Alguien dijo «A mí también» a «Zorro»',
      '3 personas dijeron «A mí también» a «Zorro»',
    ])
    expect(notificationText('vote', { names: [], count: 1 }, null, 'es')).toBe(
      'Tu recuerdo le resonó a alguien',
    )
    expect(notificationText('love_back', { names: [], count: 1 }, TITLE, 'es')).toBe(
      'Quien escribió el recuerdo te devolvió el cariño por tu «A mí también» en «Zorro»',
    )
    expect(notificationText('comment', { names: ['Garza'], count: 2 }, null, 'es')).toBe(
      'Garza y 1 persona más comentaron en tu recuerdo',
    )
  })

  it("writes a suspension's day as Spanish does, and the rule it names", () => {
    const facts = { decision: 'suspend', subjectKind: 'person', rule: 'Sé amable', until: DAY }
    expect(outcomeText(facts, 'es')).toBe(
      'Gracias por tu aviso. El equipo de moderación suspendió a la persona que reportaste hasta el 7 de diciembre de 2026: incumple nuestra norma «Sé amable».',
    )
    expect(authorOutcomeText({ ...facts, until: UNTIL_LIFTED }, null, 'es')).toBe(
      'El equipo de moderación suspendió tu cuenta hasta que el equipo de moderación levante la suspensión porque incumple nuestra norma «Sé amable». Puedes seguir leyendo, pero no compartir, reaccionar, comentar ni conectar.',
    )
    expect(outcomeText({ ...facts, decision: 'dismiss' }, 'es')).toBe(
      'Gracias por tu aviso. Revisamos a la persona que reportaste y sigue visible: no encontramos que incumpla nuestras normas.',
    )
  })
})

describe('the English sentences', () => {
  it('are what they were', () => {
    expect(notificationText('me_too', GROUPS[1]!, TITLE, 'en')).toBe(
      'Garza and 2 others said me too to “Zorro”',
    )
    expect(notificationText('comment', { names: ['Garza'], count: 2 }, null, 'en')).toBe(
      'Garza and 1 other commented on your memory',
    )
    expect(notificationText('vote', GROUPS[2]!, null, 'en')).toBe('Your memory resonated with someone')
    expect(notificationText('love_back', GROUPS[2]!, TITLE, 'en')).toBe(
      'The author sent love back for your me too on “Zorro”',
    )
    const facts = { decision: 'suspend', subjectKind: 'person', rule: 'Be kind', until: DAY }
    expect(outcomeText(facts, 'en')).toBe(
      'Thank you for your report. The moderators suspended the person you reported until 7 December 2026: it breaks our rule “Be kind”.',
    )
    expect(authorOutcomeText({ ...facts, decision: 'remove', subjectKind: 'comment' }, TITLE, 'en')).toBe(
      'The moderators removed your comment on “Zorro” because it breaks our rule “Be kind”. Nobody else can see it now; you still can. If you think this is a mistake, you can appeal once, under the comment.',
    )
  })
})
