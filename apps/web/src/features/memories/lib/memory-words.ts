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

/**
 * "Share without my name" (SPEC §5.1), said so that it is true: for a memory only the author's
 * connections can read it would not be (they would know whose it is), so that pair is not offered
 * (ANONYMOUS_CONNECTIONS_MESSAGE in the contract says why), and a memory saved that way before says so
 * to its author.
 */
export const ANONYMOUS_WORDS = {
  label: 'Share without my name',
  hint: 'Readers see “Shared anonymously”. Only Kindred’s moderators can see it was you.',
  /** While “My connections” is chosen and the box is not ticked: said before it is. */
  notForConnections:
    'Not for a memory only your connections can read: they would know it was you. To share without your name, choose “Everyone”.',
  /** Editing a memory saved for connections without a name before: it may stay so. */
  keptInComposer:
    'Your connections can tell this memory is yours, because only they can read it. You can keep it as it is, or share it with everyone without your name, or with your connections under your name. Your other changes save either way.',
  /** For its author, wherever they see such a memory: a title, then why and how to change it. */
  connectionsCanTell: 'Your connections can tell this memory is yours.',
  connectionsCanTellWhy:
    'Only they can read it, so leaving your name off does not hide it from them. Only you see this note.',
  /** On a card: where to change it. */
  howToChange: 'To change it, open the memory and choose “Edit”.',
  /** On the memory's page: opens the composer. */
  changeButton: 'Change who can read it',
  /** Beside the author's name a moderator sees on an anonymous memory. */
  forModerators: 'anonymous to everyone else',
} as const

export const COMMENTS_WORDS: Record<CommentsPolicy, { label: string; hint: string }> = {
  everyone: { label: 'Anyone who can read it', hint: 'People signed in to Kindred can reply.' },
  connections: { label: 'Only my connections', hint: 'Only people you are connected with can reply.' },
  off: { label: 'Nobody', hint: 'No comments: the memory stands on its own.' },
}
