import { describe, expect, it } from 'vitest'
import {
  COMMENT_BODY_MAX,
  COMMENT_PATHS,
  CommentIdParamsSchema,
  CommentListParamsSchema,
  CommentListResponseSchema,
  CommentSchema,
  CommentSubjectSchema,
  CreateCommentBodySchema,
  EditCommentBodySchema,
} from './comments'

const comment = { shareable_link: 'the-blue-kitchen-k3x9q2', body: 'I remember a kitchen like that.' }
const accepts = (input: unknown) => CreateCommentBodySchema.safeParse(input).success

describe('the paths', () => {
  it('are the seed list path and the added create, edit and delete paths', () => {
    expect(COMMENT_PATHS.list('a-memory-x1', 2)).toBe('/api/v1/comments/list/a-memory-x1/10/2')
    expect(COMMENT_PATHS.create).toBe('/api/v1/comments/')
    expect(COMMENT_PATHS.one('42')).toBe('/api/v1/comments/42/')
  })
})

describe('a new comment', () => {
  it(`has 1 to ${COMMENT_BODY_MAX} characters once trimmed, and is stored trimmed`, () => {
    expect(CreateCommentBodySchema.parse({ ...comment, body: '  Hi.\n ' }).body).toBe('Hi.')
    expect(accepts({ ...comment, body: 'x' })).toBe(true)
    expect(accepts({ ...comment, body: 'x'.repeat(COMMENT_BODY_MAX) })).toBe(true)
    expect(accepts({ ...comment, body: `  ${'x'.repeat(COMMENT_BODY_MAX)}  ` })).toBe(true)
    for (const body of ['', ' \n\t ', 'x'.repeat(COMMENT_BODY_MAX + 1)])
      expect(accepts({ ...comment, body }), `${body.length}`).toBe(false)
  })

  it('says something: only spaces are refused with a message', () => {
    const refused = CreateCommentBodySchema.safeParse({ ...comment, body: '   ' })
    expect(refused.error?.issues.map((issue) => issue.message)).toContain('Please write something.')
  })

  it('is plain text: line breaks and tabs kept, other control characters refused', () => {
    expect(CreateCommentBodySchema.parse({ ...comment, body: 'one\r\ntwo\tthree' }).body).toBe(
      'one\r\ntwo\tthree',
    )
    for (const body of ['a\u0000b', 'a\u0007b', 'a\u001b[2Jb', 'a\u007fb', 'a\u000bb', 'a\ud800b'])
      expect(accepts({ ...comment, body }), JSON.stringify(body)).toBe(false)
    expect(accepts({ ...comment, body: 'a 😀 b' })).toBe(true)
  })

  it('names its memory by shareable link', () => {
    for (const shareable_link of ['', 'Has-Capitals', 'two words', '-leading', 'x'.repeat(161), 42])
      expect(accepts({ ...comment, shareable_link }), String(shareable_link)).toBe(false)
    expect(accepts({ body: comment.body })).toBe(false)
  })

  it('is top-level unless parent_id names a comment, by number or digits', () => {
    expect(CreateCommentBodySchema.parse(comment).parent_id).toBeNull()
    expect(CreateCommentBodySchema.parse({ ...comment, parent_id: null }).parent_id).toBeNull()
    expect(CreateCommentBodySchema.parse({ ...comment, parent_id: 7 }).parent_id).toBe(7)
    expect(CreateCommentBodySchema.parse({ ...comment, parent_id: '7' }).parent_id).toBe(7)
    for (const parent_id of [0, -1, 1.5, 2 ** 53, 'abc', '', '07', '1e3', ' 7', true, [], {}])
      expect(accepts({ ...comment, parent_id }), JSON.stringify(parent_id)).toBe(false)
  })
})

describe('an edit', () => {
  it('changes only the text, checked as when posting', () => {
    expect(EditCommentBodySchema.parse({ body: ' Better. ' })).toEqual({ body: 'Better.' })
    for (const body of [undefined, '', '  ', 'x'.repeat(COMMENT_BODY_MAX + 1), 'a\u0000'])
      expect(EditCommentBodySchema.safeParse({ body }).success, String(body?.length)).toBe(false)
  })
})

describe('the path parameters', () => {
  it('name a comment by a positive whole number in digits', () => {
    expect(CommentIdParamsSchema.parse({ id: '42' })).toEqual({ id: 42 })
    for (const id of ['0', '-3', '1.5', 'abc', '042', '9007199254740993', '1'.repeat(17)])
      expect(CommentIdParamsSchema.safeParse({ id }).success, id).toBe(false)
  })

  it('name a list page from 1', () => {
    expect(CommentListParamsSchema.parse({ shareableLink: 'a-b-c1', page: '3' })).toEqual({
      shareableLink: 'a-b-c1',
      page: 3,
    })
    for (const page of ['0', '-1', '1.5', 'x', '10001'])
      expect(CommentListParamsSchema.safeParse({ shareableLink: 'a-b-c1', page }).success, page).toBe(false)
  })
})

describe('the answers', () => {
  const one = {
    id: '1',
    subject: { kind: 'memory', shareable_link: 'a-b-c1' },
    memory_shareable_link: 'a-b-c1',
    parent_id: null,
    body: 'Thank you.',
    author: null,
    anonymous: false,
    is_memory_author: true,
    content_warnings: ['self-harm-suicide'],
    created_at: '2026-01-15T10:00:00.000Z',
    edited_at: null,
    deleted: false,
    counts: { love: 0 },
    is_mine: false,
    moderation: null,
    abilities: { edit: false, delete: false, reply: true, love: true, report: true },
  }

  it('carry a comment with its replies, replies optional on one comment', () => {
    expect(CommentSchema.safeParse(one).success).toBe(true)
    expect(CommentSchema.safeParse({ ...one, replies: [{ ...one, id: '2', parent_id: '1' }] }).success).toBe(
      true,
    )
    expect(CommentSchema.safeParse({ ...one, content_warnings: ['not-a-filter'] }).success).toBe(false)
  })

  it('carry what the reader may do with each comment, every ability said', () => {
    const { love: _, ...withoutLove } = one.abilities
    expect(CommentSchema.safeParse({ ...one, abilities: withoutLove }).success).toBe(false)
    const { abilities: __, ...withoutAbilities } = one
    expect(CommentSchema.safeParse(withoutAbilities).success).toBe(false)
  })

  it('say what each comment is on: a memory here, never a report section', () => {
    const onSection = { kind: 'section', section_slug: 'summary', trauma_slug: null }
    expect(CommentSchema.safeParse({ ...one, subject: onSection }).success).toBe(false)
    expect(CommentSubjectSchema.safeParse(onSection).success).toBe(true)
  })

  it('list top-level comments each with their replies, and the total', () => {
    const list = { results: [{ ...one, replies: [] }], total: 1, page: 1, limit: 10, has_next: false }
    expect(CommentListResponseSchema.safeParse(list).success).toBe(true)
    expect(CommentListResponseSchema.safeParse({ ...list, results: [one] }).success).toBe(false)
  })
})
