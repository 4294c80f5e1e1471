import { describe, expect, it } from 'vitest'
import {
  initialPersonMenuState,
  personMenuReducer,
  type PersonMenuEvent,
  type PersonMenuState,
} from './person-menu-state'

const run = (...events: PersonMenuEvent[]): PersonMenuState =>
  events.reduce(personMenuReducer, initialPersonMenuState)

describe('the options for a person', () => {
  it('starts shut, neither muted nor blocked, with nothing said', () => {
    expect(initialPersonMenuState).toEqual({
      open: false,
      muted: false,
      blocked: false,
      confirmingBlock: false,
      said: '',
    })
  })

  it('keeps what was done and said while the menu is shut and opened again', () => {
    const muted = run({ type: 'opened' }, { type: 'muted', said: 'You muted Otter.' }, { type: 'closed' })
    expect(muted).toMatchObject({ open: false, muted: true, said: 'You muted Otter.' })
    expect(personMenuReducer(muted, { type: 'opened' })).toMatchObject({ open: true, muted: true })
    expect(personMenuReducer(muted, { type: 'unmuted', said: 'You unmuted Otter.' })).toMatchObject({
      muted: false,
      said: 'You unmuted Otter.',
    })
  })

  it('forgets the block’s second question when the menu shuts or it is cancelled', () => {
    const asked = run({ type: 'opened' }, { type: 'askedToBlock' })
    expect(asked.confirmingBlock).toBe(true)
    expect(personMenuReducer(asked, { type: 'closed' }).confirmingBlock).toBe(false)
    expect(personMenuReducer(asked, { type: 'keptUnblocked' })).toEqual({ ...asked, confirmingBlock: false })
  })

  it('blocks without a word of its own (the page-wide notice says it), and unblocks with one', () => {
    const blocked = run({ type: 'opened' }, { type: 'askedToBlock' }, { type: 'blocked' })
    expect(blocked).toEqual({ open: true, muted: false, blocked: true, confirmingBlock: false, said: '' })
    expect(personMenuReducer(blocked, { type: 'unblocked', said: 'You unblocked Otter.' })).toMatchObject({
      blocked: false,
      said: 'You unblocked Otter.',
    })
  })
})
