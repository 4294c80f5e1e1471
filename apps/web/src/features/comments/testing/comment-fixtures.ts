import type { Comment, CommentAbilities, CommentList } from '@kindred/contract/comments'

/** A comment as a list sends it, its replies (if any) beside it. */
export type ListedComment = Omit<Comment, 'replies'> & { replies?: Omit<Comment, 'replies'>[] }

/**
 * What the server says a reader may do with a comment (decision 078) on a memory open to their
 * comments: its writer edits and deletes it; anyone else signed in loves and reports it; a live
 * top-level one can be replied to; a visitor does nothing.
 */
export function abilitiesFor(
  reader: 'member' | 'visitor',
  { is_mine = false, deleted = false, parent_id = null }: Partial<ListedComment> = {},
): CommentAbilities {
  const member = reader === 'member' && !deleted
  return {
    edit: member && is_mine,
    delete: member && is_mine,
    reply: member && parent_id === null,
    love: member && !is_mine,
    report: member && !is_mine,
  }
}

/** Someone else's comment on the-blue-kitchen, as the server lists it to a member (unless told). */
export function comment(overrides: Partial<ListedComment> = {}): ListedComment {
  const link = overrides.memory_shareable_link ?? 'the-blue-kitchen'
  return {
    abilities: abilitiesFor('member', overrides),
    id: '1',
    subject: { kind: 'memory', shareable_link: link },
    memory_shareable_link: link,
    parent_id: null,
    body: 'This stayed with me.',
    author: { public_id: 'otter', display_name: 'Gentle Otter' },
    anonymous: false,
    is_memory_author: false,
    content_warnings: [],
    created_at: '2025-03-01T10:00:00.000Z',
    edited_at: null,
    deleted: false,
    counts: { love: 0 },
    is_mine: false,
    moderation: null,
    ...overrides,
  }
}

/** The first page of a memory's comments, all of them on it unless `extra` says otherwise. */
export function commentPage(results: ListedComment[], extra: Partial<CommentList> = {}): CommentList {
  return {
    results: results.map((item) => ({ ...item, replies: item.replies ?? [] })),
    total: results.length,
    page: 1,
    limit: 10,
    has_next: false,
    ...extra,
  }
}
