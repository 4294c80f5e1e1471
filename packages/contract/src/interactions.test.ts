import { describe, expect, it } from 'vitest'
import {
  FeedbackBodySchema,
  FeedbackListQuerySchema,
  INTERACTION_BATCH_MAX,
  INTERACTION_PATHS,
  InteractionStatusBodySchema,
  ME_TOO_NOTE_MAX,
  MeTooListQuerySchema,
  ReactionBodySchema,
  ReactionResponseSchema,
  RemoveReactionBodySchema,
  UserFeedbackQuerySchema,
  VoteBodySchema,
  VotersQuerySchema,
  VotesStatusBodySchema,
} from './interactions'
import { FeedbackPhrasesFileSchema } from './interactions-content'
// Imported rather than read: this package compiles without Node's types (see memories-content.test.ts).
import feedbackPhrasesJson from '../../../content/interactions/feedback-phrases.json'

// The interactions contract (SPEC §6): what each call accepts and answers, and the content file of
// supportive phrases.

const link = 'the-blue-kitchen-k3x9q2'
const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success

describe('paths', () => {
  it('are the seed paths, plus the added ones', () => {
    expect(INTERACTION_PATHS.reaction).toBe('/api/v1/reaction/')
    expect(INTERACTION_PATHS.meToos(link)).toBe(`/api/v1/reaction/me-toos/${link}/`)
    expect(INTERACTION_PATHS.voters).toBe('/api/v1/vote/get-voters/')
    expect(INTERACTION_PATHS.interactionStatus).toBe('/api/v1/interaction/get-interaction-status/')
  })
})

describe('a reaction', () => {
  it('takes a me too on a memory, with a note and anonymity, left out for the giver’s default (decision 057)', () => {
    const parsed = ReactionBodySchema.parse({ target: 'memory', shareable_link: link, reaction: 'me_too' })
    expect(parsed.anonymous).toBeUndefined()
    expect(
      ok(ReactionBodySchema, {
        target: 'memory',
        shareable_link: link,
        reaction: 'me_too',
        note: 'Same here.\nThank you.',
        anonymous: true,
      }),
    ).toBe(true)
  })

  it('takes love on a memory, a comment and a me-too', () => {
    expect(ok(ReactionBodySchema, { target: 'memory', shareable_link: link, reaction: 'love' })).toBe(true)
    expect(ok(ReactionBodySchema, { target: 'comment', comment_id: 4, reaction: 'love' })).toBe(true)
    expect(ok(ReactionBodySchema, { target: 'me_too', me_too_id: 9, reaction: 'love' })).toBe(true)
  })

  it('refuses a me too on anything but a memory', () => {
    expect(ok(ReactionBodySchema, { target: 'comment', comment_id: 4, reaction: 'me_too' })).toBe(false)
    expect(ok(ReactionBodySchema, { target: 'me_too', me_too_id: 4, reaction: 'me_too' })).toBe(false)
  })

  it('needs exactly the identifier of its target', () => {
    expect(ok(ReactionBodySchema, { target: 'memory', reaction: 'love' })).toBe(false)
    expect(ok(ReactionBodySchema, { target: 'memory', comment_id: 3, reaction: 'love' })).toBe(false)
    expect(
      ok(ReactionBodySchema, { target: 'comment', comment_id: 3, shareable_link: link, reaction: 'love' }),
    ).toBe(false)
    expect(ok(ReactionBodySchema, { target: 'comment', comment_id: 0, reaction: 'love' })).toBe(false)
    expect(ok(ReactionBodySchema, { target: 'memory', shareable_link: 'Not A Link', reaction: 'love' })).toBe(
      false,
    )
  })

  it('keeps notes short and plain, and for me too only', () => {
    const base = { target: 'memory', shareable_link: link, reaction: 'me_too' }
    expect(ok(ReactionBodySchema, { ...base, note: 'x'.repeat(ME_TOO_NOTE_MAX) })).toBe(true)
    expect(ok(ReactionBodySchema, { ...base, note: 'x'.repeat(ME_TOO_NOTE_MAX + 1) })).toBe(false)
    expect(ok(ReactionBodySchema, { ...base, note: 'tab\there' })).toBe(false)
    expect(ok(ReactionBodySchema, { ...base, note: 'bell\u0007' })).toBe(false)
    expect(ok(ReactionBodySchema, { ...base, note: 'nul\u0000' })).toBe(false)
    expect(ok(ReactionBodySchema, { ...base, reaction: 'love', note: 'hi' })).toBe(false)
    expect(ok(ReactionBodySchema, { ...base, reaction: 'love', anonymous: true })).toBe(false)
  })

  it('is taken back with the same identifying fields', () => {
    expect(ok(RemoveReactionBodySchema, { target: 'me_too', me_too_id: 2, reaction: 'love' })).toBe(true)
    expect(ok(RemoveReactionBodySchema, { target: 'me_too', reaction: 'love' })).toBe(false)
  })

  it('answers the memory counts or the comment counts', () => {
    const counts = { me_too: 1, love: 2, comments: 0, votes: 3 }
    expect(ok(ReactionResponseSchema, { reaction: 'love', target: 'memory', active: true, counts })).toBe(
      true,
    )
    expect(
      ok(ReactionResponseSchema, { reaction: 'love', target: 'comment', active: false, counts: { love: 0 } }),
    ).toBe(true)
  })

  it('pages me-toos from 1', () => {
    expect(MeTooListQuerySchema.parse({})).toEqual({ page: 1 })
    expect(ok(MeTooListQuerySchema, { page: '0' })).toBe(false)
  })
})

describe('votes', () => {
  it('take a link', () => {
    expect(ok(VoteBodySchema, { shareable_link: link })).toBe(true)
    expect(ok(VoteBodySchema, {})).toBe(false)
  })

  it('list voters 10 at a time by default, at most 50', () => {
    expect(VotersQuerySchema.parse({ shareable_link: link })).toEqual({
      shareable_link: link,
      limit: 10,
      page: 1,
    })
    expect(ok(VotersQuerySchema, { shareable_link: link, limit: '50' })).toBe(true)
    expect(ok(VotersQuerySchema, { shareable_link: link, limit: '51' })).toBe(false)
    expect(ok(VotersQuerySchema, { shareable_link: link, limit: '0' })).toBe(false)
  })
})

describe('feedback', () => {
  it('lists by type', () => {
    expect(ok(FeedbackListQuerySchema, { type: 'memory' })).toBe(true)
    expect(ok(FeedbackListQuerySchema, { type: 'guide' })).toBe(false)
  })

  it('names exactly one memory or comment', () => {
    expect(ok(FeedbackBodySchema, { feedback_id: 1, shareable_link: link })).toBe(true)
    expect(ok(FeedbackBodySchema, { feedback_id: 1, comment_id: 5 })).toBe(true)
    expect(ok(FeedbackBodySchema, { feedback_id: 1 })).toBe(false)
    expect(ok(FeedbackBodySchema, { feedback_id: 1, comment_id: 5, shareable_link: link })).toBe(false)
    expect(UserFeedbackQuerySchema.parse({ comment_id: '12' })).toEqual({ comment_id: 12 })
    expect(ok(UserFeedbackQuerySchema, { comment_id: '1x' })).toBe(false)
    expect(ok(UserFeedbackQuerySchema, {})).toBe(false)
  })
})

describe('batch status', () => {
  const links = (n: number) => Array.from({ length: n }, (_, i) => `memory-${i}`)

  it(`takes at most ${INTERACTION_BATCH_MAX} links and ${INTERACTION_BATCH_MAX} comments`, () => {
    expect(ok(VotesStatusBodySchema, { shareable_links: links(50) })).toBe(true)
    expect(ok(VotesStatusBodySchema, { shareable_links: links(51) })).toBe(false)
    const ids = Array.from({ length: 50 }, (_, i) => i + 1)
    expect(ok(InteractionStatusBodySchema, { shareable_links: links(50), comment_ids: ids })).toBe(true)
    expect(ok(InteractionStatusBodySchema, { comment_ids: [...ids, 51] })).toBe(false)
    expect(InteractionStatusBodySchema.parse({})).toEqual({ shareable_links: [], comment_ids: [] })
  })
})

describe('content/interactions/feedback-phrases.json', () => {
  const file = FeedbackPhrasesFileSchema.parse(feedbackPhrasesJson)

  it('offers the five phrases of SPEC §6 on memories and comments, first', () => {
    expect(file.phrases.slice(0, 5).map((p) => p.label)).toEqual([
      'Thank you for sharing',
      'I believe you',
      'You are not alone',
      'This helped me',
      'Sending strength',
    ])
    for (const phrase of file.phrases.slice(0, 5)) expect(phrase.applies_to).toEqual(['memory', 'comment'])
  })

  it('refuses a slug used twice and a phrase for nothing', () => {
    const phrase = { slug: 'a', label: 'A', applies_to: ['memory'] }
    expect(ok(FeedbackPhrasesFileSchema, { phrases: [phrase, phrase] })).toBe(false)
    expect(ok(FeedbackPhrasesFileSchema, { phrases: [{ ...phrase, applies_to: [] }] })).toBe(false)
    expect(FeedbackPhrasesFileSchema.parse({ phrases: [phrase] }).phrases[0]!.disabled).toBe(false)
  })
})
