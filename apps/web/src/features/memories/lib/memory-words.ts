import type { AgeRange, CommentsPolicy, Visibility } from '@kindred/contract/memories'
import type { MemoryType } from '@kindred/contract/memories-content'

/** Plain words for the memory's choices (SPEC §5.1), one place for the composer, cards and search. */
export const MEMORY_TYPE_WORDS: Record<MemoryType, { label: string; hint: string }> = {
  1: { label: 'What happened', hint: 'A memory from your childhood.' },
  3: { label: 'How it affects me today', hint: 'How what happened shows up in your life now.' },
  2: { label: 'Both', hint: 'What happened, and how it still shows up today.' },
}
/** The order people read them in: then, now, both. */
export const MEMORY_TYPE_ORDER: readonly MemoryType[] = [1, 3, 2]

export const AGE_RANGE_WORDS: Record<AgeRange, string> = {
  '0-5': 'Age 0 to 5',
  '6-11': 'Age 6 to 11',
  '12-17': 'Age 12 to 17',
}

export const VISIBILITY_WORDS: Record<Visibility, { label: string; hint: string; badge: string }> = {
  public: {
    label: 'Everyone',
    hint: 'Anyone can read it, including visitors without an account.',
    badge: 'Shared with everyone',
  },
  connections: {
    label: 'My connections',
    hint: 'Only the people you are connected with can read it.',
    badge: 'Shared with your connections',
  },
  private: {
    label: 'Only me',
    hint: 'A private journal entry: nobody else can read it.',
    badge: 'Private: only you can see it',
  },
}

export const COMMENTS_WORDS: Record<CommentsPolicy, { label: string; hint: string }> = {
  everyone: { label: 'Anyone who can read it', hint: 'People signed in to Kindred can reply.' },
  connections: { label: 'Only my connections', hint: 'Only people you are connected with can reply.' },
  off: { label: 'Nobody', hint: 'No comments: the memory stands on its own.' },
}
