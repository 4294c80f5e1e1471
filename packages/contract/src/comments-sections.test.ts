import { describe, expect, it } from 'vitest'
import {
  GUIDE_COMMENT_FLAG_REASONS,
  CreateGuideCommentBodySchema,
  EditGuideCommentBodySchema,
  FlagGuideCommentBodySchema,
  GUIDE_COMMENT_MAX,
  GuideCommentIdParamsSchema,
  GuideCommentListQuerySchema,
  GuideCommentOwnerQuerySchema,
  SectionNamesQuerySchema,
} from './comments-sections'

const sessionId = 'A'.repeat(43)
const comment = { session_id: sessionId, section_slug: 'summary', body: 'Walking helped me.' }

describe('a new comment', () => {
  it('says whether it carries the name, or leaves it to the person’s default (decision 057)', () => {
    expect(CreateGuideCommentBodySchema.parse(comment).anonymous).toBeUndefined()
    expect(CreateGuideCommentBodySchema.parse({ ...comment, anonymous: true }).anonymous).toBe(true)
    expect(CreateGuideCommentBodySchema.parse({ ...comment, anonymous: false }).anonymous).toBe(false)
  })

  it(`has 1 to GUIDE_COMMENT_MAX (${GUIDE_COMMENT_MAX}) characters, kept as written (the server trims)`, () => {
    expect(CreateGuideCommentBodySchema.parse({ ...comment, body: '  Hi.  ' }).body).toBe('  Hi.  ')
    expect(
      CreateGuideCommentBodySchema.safeParse({ ...comment, body: 'x'.repeat(GUIDE_COMMENT_MAX) }).success,
    ).toBe(true)
    for (const body of ['', 'x'.repeat(GUIDE_COMMENT_MAX + 1)])
      expect(CreateGuideCommentBodySchema.safeParse({ ...comment, body }).success, `${body.length}`).toBe(
        false,
      )
  })

  it('says something: only spaces are refused', () => {
    const refused = CreateGuideCommentBodySchema.safeParse({ ...comment, body: ' \n\t ' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues.map((i) => i.message)).toContain('Please write something.')
  })

  it('never holds text the database cannot store (NUL, a lone surrogate)', () => {
    for (const body of ['a\u0000b', 'a\ud800b', '\udc00'])
      expect(CreateGuideCommentBodySchema.safeParse({ ...comment, body }).success, JSON.stringify(body)).toBe(
        false,
      )
    expect(CreateGuideCommentBodySchema.safeParse({ ...comment, body: 'a 😀 b' }).success).toBe(true)
  })

  it('names its section by slug, and a type by slug', () => {
    expect(
      CreateGuideCommentBodySchema.safeParse({
        ...comment,
        section_slug: 'trauma-foster-care',
        trauma_slug: 'foster-care',
      }).success,
    ).toBe(true)
    for (const section_slug of ['', 'Summary', 'two words', 'trailing-', '-leading', 'a--b', 'x'.repeat(121)])
      expect(CreateGuideCommentBodySchema.safeParse({ ...comment, section_slug }).success, section_slug).toBe(
        false,
      )
    expect(CreateGuideCommentBodySchema.safeParse({ ...comment, trauma_slug: 'x'.repeat(81) }).success).toBe(
      false,
    )
  })

  it('needs a guide session', () => {
    expect(CreateGuideCommentBodySchema.safeParse({ ...comment, session_id: undefined }).success).toBe(false)
  })
})

describe('editing and deleting a comment', () => {
  it('checks the new text exactly as a new comment, and the session is optional (signed-in people)', () => {
    expect(EditGuideCommentBodySchema.safeParse({ body: 'Better now.' }).success).toBe(true)
    for (const body of ['', '   ', 'x'.repeat(GUIDE_COMMENT_MAX + 1), 'a\u0000'])
      expect(EditGuideCommentBodySchema.safeParse({ session_id: sessionId, body }).success).toBe(false)
    expect(GuideCommentOwnerQuerySchema.safeParse({}).success).toBe(true)
  })

  it('names the comment by a positive whole number in the path', () => {
    expect(GuideCommentIdParamsSchema.parse({ comment_id: '42' })).toEqual({ comment_id: 42 })
    for (const comment_id of ['0', '-3', '1.5', 'abc', '9007199254740992'])
      expect(GuideCommentIdParamsSchema.safeParse({ comment_id }).success, comment_id).toBe(false)
  })
})

describe('flagging a comment', () => {
  it('takes one of the known reasons', () => {
    expect(GUIDE_COMMENT_FLAG_REASONS).toEqual([
      'harmful',
      'harassment',
      'spam',
      'personal-information',
      'other',
    ])
    for (const reason of GUIDE_COMMENT_FLAG_REASONS)
      expect(FlagGuideCommentBodySchema.safeParse({ reason }).success, reason).toBe(true)
    for (const reason of ['meh', '', 'Spam', undefined])
      expect(FlagGuideCommentBodySchema.safeParse({ reason }).success, String(reason)).toBe(false)
  })

  it('takes an optional note of up to 500 storable characters and an optional session', () => {
    const flag = { session_id: sessionId, reason: 'other', note: 'x'.repeat(500) }
    expect(FlagGuideCommentBodySchema.safeParse(flag).success).toBe(true)
    expect(FlagGuideCommentBodySchema.safeParse({ ...flag, note: 'x'.repeat(501) }).success).toBe(false)
    expect(FlagGuideCommentBodySchema.safeParse({ ...flag, note: 'a\u0000' }).success).toBe(false)
  })
})

describe('listing comments', () => {
  it('pages 100 at a time by default, read from the query string', () => {
    expect(GuideCommentListQuerySchema.parse({})).toEqual({ limit: 100, page: 1 })
    expect(GuideCommentListQuerySchema.parse({ limit: '5', page: '3', section_slug: 'about' })).toMatchObject(
      {
        limit: 5,
        page: 3,
        section_slug: 'about',
      },
    )
  })

  it('refuses pages out of range and bad slugs', () => {
    for (const query of [
      { limit: '0' },
      { limit: '101' },
      { page: '0' },
      { page: '10001' },
      { section_slug: 'A B' },
    ])
      expect(GuideCommentListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false)
  })

  it('section names need the report id and the session id', () => {
    expect(SectionNamesQuerySchema.parse({ report_id: '3', session_id: sessionId }).report_id).toBe(3)
    expect(SectionNamesQuerySchema.safeParse({ report_id: '3' }).success).toBe(false)
  })
})
