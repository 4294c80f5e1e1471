import type { Memory, MemoryAbilities, MemoryCard, MemoryTag, SearchResult } from '@kindred/contract/memories'

// What the server answers each kind of reader may do with a memory (`abilities`, decision 078).
const NOTHING = { edit: false, delete: false, hide: false, report: false, react: false, connect: false }
/** A signed-in reader of someone else's named public memory. */
export const OTHERS_ABILITIES: MemoryAbilities = {
  ...NOTHING,
  share: true,
  hide: true,
  report: true,
  react: true,
  connect: true,
  comment: 'yes',
}
export const AUTHORS_ABILITIES: MemoryAbilities = {
  ...NOTHING,
  edit: true,
  delete: true,
  share: true,
  comment: 'yes',
}
export const VISITORS_ABILITIES: MemoryAbilities = { ...NOTHING, share: true, comment: 'sign_in' }

export function tag(id: number, patch: Partial<MemoryTag> = {}): MemoryTag {
  return {
    id,
    kind: 'feelings',
    slug: `tag-${id}`,
    name: `Tag ${id}`,
    mt: [1, 2, 3],
    disabled: false,
    safety_filters: [],
    ...patch,
  }
}

/**
 * A memory as a visitor is answered, or its author when `is_mine`. A signed-in reader's of someone
 * else's needs `abilities: OTHERS_ABILITIES` (`othersMemory`).
 */
export function memory(patch: Partial<Memory> = {}): Memory {
  const abilities = patch.is_mine ? AUTHORS_ABILITIES : VISITORS_ABILITIES
  return {
    hash_id: 'abc123',
    shareable_link: 'the-blue-kitchen-k3x9q2',
    title: 'The blue kitchen',
    language: 'en',
    body: 'We had a blue kitchen.\nI remember the radio.',
    mt: 1,
    age_range: '6-11',
    tags: [],
    content_warnings: [],
    author_warnings: [],
    visibility: 'public',
    anonymous: false,
    comments_policy: 'everyone',
    author: { public_id: 'heron', display_name: 'Quiet Heron' },
    created_at: '2025-03-01T10:00:00.000Z',
    edited_at: null,
    counts: { me_too: 0, love: 0, comments: 0, votes: 0 },
    is_mine: false,
    hidden_by_me: false,
    moderation: null,
    abilities,
    ...patch,
  }
}

export function card(patch: Partial<MemoryCard> = {}): MemoryCard {
  const { body, ...rest } = memory(patch.is_mine ? { is_mine: true } : {})
  return { ...rest, excerpt: body, truncated: false, ...patch }
}

export function searchResult(patch: Partial<SearchResult> = {}): SearchResult {
  return { ...card(), title_highlight: [{ text: 'The blue kitchen', match: false }], fragments: [], ...patch }
}
