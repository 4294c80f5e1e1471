import { describe, expect, it } from 'vitest'
import { initialReplyState, replyAnonymous, replyReducer, type ReplyEvent } from './reply-state'

const run = (...events: ReplyEvent[]) => events.reduce(replyReducer, initialReplyState)

describe('the reply form under a comment', () => {
  it('opens and shuts with the Reply button', () => {
    expect(run({ type: 'toggled' }).open).toBe(true)
    expect(run({ type: 'toggled' }, { type: 'toggled' }).open).toBe(false)
  })

  it('keeps the "without my name" choice when cancelled, and forgets it once the reply is posted', () => {
    const chosen = run({ type: 'toggled' }, { type: 'chose', anonymous: false })
    const cancelled = replyReducer(chosen, { type: 'cancelled' })
    expect(cancelled).toEqual({ open: false, chosenAnonymous: false })
    expect(replyAnonymous(cancelled, true)).toBe(false)
    const posted = replyReducer(replyReducer(cancelled, { type: 'toggled' }), { type: 'posted' })
    expect(posted).toEqual(initialReplyState)
    expect(replyAnonymous(posted, true)).toBe(true)
  })

  it('follows the person’s default until they choose', () => {
    expect(replyAnonymous(initialReplyState, false)).toBe(false)
    expect(replyAnonymous(run({ type: 'chose', anonymous: true }), false)).toBe(true)
  })
})
