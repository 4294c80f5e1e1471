import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { SESSION_ID_INVALID, SESSION_ID_NOT_FOUND } from '@kindred/contract/errors-constants'
import { say, type MessageId, type MessageValues } from '../lib/messages'
import { en } from './en'
import { es } from './es'

// Every message the server says has its Spanish (decision 081), keeps the English's placeholders and
// cases, and reads as a sentence in both languages. Only SPEC §2's two guide-session texts, which the
// app matches word for word, are the same in every language.
const SAME_IN_EVERY_LANGUAGE: readonly MessageId[] = ['guide.sessionInvalid', 'guide.sessionNotFound']

type Token = string | [string, string?, (Record<string, Token[] | string> | string)?]

/** Each placeholder of a message with its kind (plain, plural, select, date) and, for a select, its cases. */
function placeholders(text: string): Map<string, { kind: string; cases: string[] }> {
  const found = new Map<string, { kind: string; cases: string[] }>()
  const walk = (tokens: Token[] | string) => {
    for (const token of typeof tokens === 'string' ? [] : tokens) {
      if (typeof token === 'string') continue
      const [name, kind = 'plain', cases] = token
      // A plural's `offset` is kept beside its cases, undefined when the message sets none.
      const branches = Object.entries(typeof cases === 'object' ? cases : {}).filter(([, words]) => words)
      found.set(name, { kind, cases: branches.map(([key]) => key).sort() })
      for (const [, words] of branches) walk(words)
    }
  }
  walk(compileMessage(text) as Token[] | string)
  return found
}

/** Values that reach every branch's words: each case of a select in turn, one and many of a plural. */
function valueSets(text: string): MessageValues[] {
  const sets: Record<string, string | number | Date>[] = [{}]
  for (const [name, { kind, cases }] of placeholders(text)) {
    const options: (string | number | Date)[] =
      kind === 'plural'
        ? [1, 5]
        : kind === 'date'
          ? [new Date('2026-12-07T12:00:00Z')]
          : kind === 'select'
            ? cases
            : ['Ana']
    const grown = sets.flatMap((set) => options.map((option) => ({ ...set, [name]: option })))
    sets.splice(0, sets.length, ...grown)
  }
  return sets
}

const ids = Object.keys(en) as MessageId[]

describe('the Spanish catalog', () => {
  it('has a text for every message, and none more', () => {
    expect(Object.keys(es).sort()).toEqual([...ids].sort())
    for (const id of ids) expect(es[id].trim(), id).not.toBe('')
  })

  it.each(ids.filter((id) => !SAME_IN_EVERY_LANGUAGE.includes(id)))('translates %s', (id) => {
    expect(es[id]).not.toBe(en[id])
  })

  it("keeps SPEC §2's guide-session texts word for word, the app's signal to start again", () => {
    expect(SAME_IN_EVERY_LANGUAGE.map((id) => [en[id], es[id]])).toEqual([
      [SESSION_ID_INVALID, SESSION_ID_INVALID],
      [SESSION_ID_NOT_FOUND, SESSION_ID_NOT_FOUND],
    ])
  })

  it.each(ids)('%s keeps the placeholders and cases of the English', (id) => {
    expect(placeholders(es[id])).toEqual(placeholders(en[id]))
  })

  it.each(ids)('%s reads as a sentence in both languages, whatever its values', (id) => {
    for (const values of valueSets(en[id])) {
      for (const language of ['en', 'es'] as const) {
        const text = say({ id, values }, language)
        expect(text, `${language}: ${text}`).not.toMatch(/[{}]|undefined|NaN|Invalid Date/)
      }
    }
  })
})

describe('the English catalog', () => {
  it.each(ids.filter((id) => placeholders(en[id]).size === 0))(
    '%s says exactly what it is written as (no quote or brace taken for syntax)',
    (id) => {
      expect(say(id, 'en')).toBe(en[id])
    },
  )

  it('counts with plurals: one device, many devices', () => {
    const count = (n: number, language: 'en' | 'es') =>
      say({ id: 'notifications.tooManyPushDevices', values: { count: n } }, language)
    expect([count(1, 'en'), count(20, 'en')]).toEqual([
      'You get push on 1 device already. Turn it off on one of them first.',
      'You get push on 20 devices already. Turn it off on one of them first.',
    ])
    expect([count(1, 'es'), count(20, 'es')]).toEqual([
      'Ya recibes notificaciones push en 1 dispositivo. Desactívalas primero en uno de ellos.',
      'Ya recibes notificaciones push en 20 dispositivos. Desactívalas primero en uno de ellos.',
    ])
  })

  it("writes a day as each language does, as UTC's", () => {
    const until = new Date('2026-12-07T23:30:00Z')
    const said = (language: 'en' | 'es') => say({ id: 'access.suspendedUntil', values: { until } }, language)
    expect(said('en')).toContain('suspended until 7 December 2026:')
    expect(said('es')).toContain('suspendida hasta el 7 de diciembre de 2026:')
  })
})
