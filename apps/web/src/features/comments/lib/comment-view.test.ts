import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { ModerationStatus } from '@kindred/contract/moderation-status'
import { abilitiesFor, comment } from '../testing/comment-fixtures'
import { authorName, commentParts, commentWords } from './comment-view'

const nobody = { author: null, is_memory_author: false, anonymous: false }
const situation = { editing: false, replying: false }
const setAside: ModerationStatus = {
  state: 'hidden',
  rule_label: 'Personal details',
  appeal: 'available',
  appeal_waits_for_another_moderator: false,
}

describe('who a comment names', () => {
  it.each([
    [
      'its author by name',
      { ...nobody, author: { public_id: 'o', display_name: 'Gentle Otter' } },
      'Gentle Otter',
    ],
    ['the memory’s anonymous author', { ...nobody, is_memory_author: true }, 'The author'],
    ['someone who posted without their name', { ...nobody, anonymous: true }, 'Anonymous'],
    ['an erased account', nobody, 'A former member'],
  ])('%s', (_, who, name) => expect(authorName(i18n, who)).toBe(name))
})

describe('the words of a comment', () => {
  it('names a comment and a reply by who wrote them, and marks your own and the memory’s author', () => {
    const mine = comment({ is_mine: true, is_memory_author: true })
    expect(commentWords(i18n, mine, { isReply: false, replies: 0 })).toMatchObject({
      label: 'Comment by Gentle Otter',
      marks: ['Author', 'Your comment'],
      repliesLabel: 'Replies to Gentle Otter',
      editLabel: 'Your comment',
      editFormLabel: 'Edit your comment',
    })
    expect(commentWords(i18n, mine, { isReply: true, replies: 0 })).toMatchObject({
      label: 'Reply by Gentle Otter',
      marks: ['Author', 'Your reply'],
      editFormLabel: 'Edit your reply',
    })
  })

  it('gives no "Author" mark to a memory author who stays anonymous', () => {
    const words = commentWords(i18n, comment({ ...nobody, is_memory_author: true }), {
      isReply: false,
      replies: 0,
    })
    expect(words).toMatchObject({ name: 'The author', marks: [] })
  })

  it('calls a deleted comment and its replies so', () => {
    const words = commentWords(i18n, comment({ deleted: true }), { isReply: false, replies: 2 })
    expect(words.label).toBe('A deleted comment')
    expect(words.repliesLabel).toBe('Replies to a deleted comment')
  })

  it('says that replies stay when a comment with replies is deleted', () => {
    expect(commentWords(i18n, comment(), { isReply: false, replies: 0 }).deleteConsequence).toBe(
      'It goes for everyone.',
    )
    expect(commentWords(i18n, comment(), { isReply: false, replies: 1 }).deleteConsequence).toMatch(
      /the replies stay/,
    )
  })
})

describe('the parts a comment shows', () => {
  it('offers Reply where the server says the reader may reply, never deciding it again', () => {
    expect(commentParts(comment(), situation).actions?.reply).toBe(true)
    const reply = comment({ parent_id: '1' })
    expect(reply.abilities.reply).toBe(false)
    expect(commentParts(reply, situation).actions?.reply).toBe(false)
    const closed = comment({ abilities: { ...abilitiesFor('member'), reply: false } })
    expect(commentParts(closed, situation).actions?.reply).toBe(false)
  })

  it('gives each control as the comment’s abilities say (decision 078), whoever wrote it', () => {
    expect(commentParts(comment({ is_mine: true }), situation).actions).toEqual({
      reply: true,
      edit: true,
      delete: true,
      others: false,
    })
    expect(commentParts(comment(), situation).actions).toMatchObject({
      edit: false,
      delete: false,
      others: true,
    })
    expect(commentParts(comment({ abilities: abilitiesFor('visitor') }), situation).actions).toEqual({
      reply: false,
      edit: false,
      delete: false,
      others: false,
    })
    // Comments turned off since it was written: its writer may delete it, no longer edit it.
    const kept = comment({
      is_mine: true,
      abilities: { ...abilitiesFor('member', { is_mine: true }), edit: false },
    })
    expect(commentParts(kept, situation).actions).toMatchObject({ edit: false, delete: true })
  })

  it('shows neither the actions nor the moderation notice while its author edits it', () => {
    const held = comment({ is_mine: true, moderation: setAside })
    expect(commentParts(held, situation).moderation).toBe(setAside)
    expect(commentParts(held, { ...situation, editing: true })).toMatchObject({
      actions: null,
      moderation: null,
    })
  })

  it('shows the reply form while replying, unless the comment is deleted', () => {
    expect(commentParts(comment(), { ...situation, replying: true }).replyForm).toBe(true)
    expect(commentParts(comment({ deleted: true }), { ...situation, replying: true }).replyForm).toBe(false)
    expect(commentParts(comment(), situation).replyForm).toBe(false)
  })
})
