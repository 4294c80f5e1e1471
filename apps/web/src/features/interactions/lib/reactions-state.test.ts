import { describe, expect, it } from 'vitest'
import {
  anonymousOf,
  initialReactionsState,
  meTooWords,
  reactionsReducer,
  type ReactionsEvent,
  type ReactionsState,
} from './reactions-state'

const run = (...events: ReactionsEvent[]): ReactionsState =>
  events.reduce(reactionsReducer, initialReactionsState)

describe('the reactions under someone else’s memory', () => {
  it('keeps the note and the choice while the me too is on its way, and forgets both once it is sent', () => {
    const sending = run(
      { type: 'typed', note: 'Same here.' },
      { type: 'chose', anonymous: false },
      { type: 'sending' },
    )
    expect(sending).toMatchObject({ note: 'Same here.', chosenAnonymous: false })
    const sent = reactionsReducer(sending, { type: 'sent', said: 'You said “Me too”.' })
    expect(sent).toEqual({
      note: '',
      chosenAnonymous: null,
      noteError: undefined,
      said: { text: 'You said “Me too”.', failed: false },
    })
  })

  it('keeps the note when the me too fails, and says so as a failure', () => {
    const failed = run(
      { type: 'typed', note: 'Same here.' },
      { type: 'sending' },
      { type: 'noteRefused', error: 'Too long.' },
      { type: 'failed', said: 'Your “Me too” could not be sent; your note is kept.' },
    )
    expect(failed).toEqual({
      note: 'Same here.',
      chosenAnonymous: null,
      noteError: 'Too long.',
      said: { text: 'Your “Me too” could not be sent; your note is kept.', failed: true },
    })
  })

  it('clears what the note was refused for when it is sent again', () => {
    const again = run({ type: 'noteRefused', error: 'Too long.' }, { type: 'sending' })
    expect(again.noteError).toBeUndefined()
  })

  it('quiets the status line when the panel opens or another button is pressed, and nothing else', () => {
    const said = run({ type: 'typed', note: 'Kept' }, { type: 'settled', said: 'You sent love.' })
    expect(said.said).toEqual({ text: 'You sent love.', failed: false })
    for (const type of ['panelOpened', 'pressed'] as const)
      expect(reactionsReducer(said, { type })).toEqual({ ...said, said: { text: '', failed: false } })
  })

  it('follows the person’s default until they tick or untick the box, even one that arrives late', () => {
    expect(anonymousOf(initialReactionsState, true)).toBe(true)
    expect(anonymousOf(initialReactionsState, false)).toBe(false)
    expect(anonymousOf(run({ type: 'chose', anonymous: false }), true)).toBe(false)
    expect(anonymousOf(run({ type: 'chose', anonymous: true }), false)).toBe(true)
  })

  it('says the me too with or without the name, and whether the note is kept', () => {
    const words = meTooWords('I hear you')
    expect(words.sent(true)).toBe('You said “I hear you”, without your name.')
    expect(words.sent(false)).toBe('You said “I hear you”.')
    expect(words.notSent(true)).toBe('Your “I hear you” could not be sent; your note is kept.')
    expect(words.notSent(false)).toBe('Your “I hear you” could not be sent.')
  })
})
