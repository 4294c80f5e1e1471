import { describe, expect, it } from 'vitest'
import { createSubjects, type ContentKind, type ContentSubjectAdapter, type OwnFacts } from './subjects'

/** An owner of `kind` that knows the facts given, and nothing else. */
function owner(
  kind: ContentKind,
  facts: Record<number, OwnFacts>,
  appeals: Pick<ContentSubjectAdapter, 'setAsideOf'> = {},
): ContentSubjectAdapter {
  return {
    ...appeals,
    kind,
    idOf: async () => null,
    findReadable: async () => null,
    describe: async (ids) =>
      new Map(ids.flatMap((id) => (facts[id] ? [[id, facts[id]] as [number, OwnFacts]] : []))),
    setModeration: async () => null,
  }
}

const memory = (id: number, link: string): OwnFacts => ({
  publicKey: link,
  memoryId: id,
  commentId: null,
  text: '',
})

describe('the subject registry', () => {
  it('refuses a kind registered twice, and names a kind nobody registered', () => {
    const subjects = createSubjects()
    subjects.add(owner('memory', {}))
    expect(() => subjects.add(owner('memory', {}))).toThrow(/registered twice/)
    expect(() => subjects.content('comment')).toThrow(/No module registered the subject kind 'comment'/)
    expect(() => subjects.person()).toThrow(/'person'/)
  })

  it('links a comment to its memory through the memories’ owner, and leaves what is gone out', async () => {
    const subjects = createSubjects()
    subjects.add(owner('memory', { 1: memory(1, 'kept-link'), 2: memory(2, 'other-link') }))
    subjects.add(
      owner('comment', {
        7: { publicKey: '7', memoryId: 2, commentId: 7, text: 'a comment' },
        8: { publicKey: '8', memoryId: 9, commentId: 8, text: 'on a memory gone' },
      }),
    )
    const factsOf = await subjects.describe([
      { kind: 'memory', id: 1 },
      { kind: 'comment', id: 7 },
      { kind: 'comment', id: 8 },
      { kind: 'comment', id: 5 },
    ])
    expect(factsOf('memory', 1)?.memoryLink).toBe('kept-link')
    expect(factsOf('comment', 7)).toEqual({
      publicKey: '7',
      memoryId: 2,
      commentId: 7,
      text: 'a comment',
      memoryLink: 'other-link',
    })
    expect(factsOf('comment', 8)?.memoryLink).toBeNull()
    expect(factsOf('comment', 5)).toBeNull()
  })

  it('says a kind can be appealed when its owner finds what a decision set aside, and a person never', () => {
    const subjects = createSubjects()
    subjects.add(owner('memory', {}, { setAsideOf: async () => 1 }))
    subjects.add(owner('guide_comment', {}))
    expect(subjects.appealable('memory')).toBe(true)
    expect(subjects.appealable('guide_comment')).toBe(false)
    expect(subjects.appealable('person')).toBe(false)
    expect(() => subjects.appealable('comment')).toThrow(/'comment'/)
  })
})
