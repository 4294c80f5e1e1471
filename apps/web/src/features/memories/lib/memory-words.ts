import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AgeRange, CommentsPolicy, Visibility } from '@kindred/contract/memories'
import type { MemoryLanguage } from '@kindred/contract/memories-constants'
import type { MemoryType } from '@kindred/contract/memories-content'

// Plain words for the memory's choices (SPEC §5.1), one place for the composer, cards and search.
// Messages, not strings: each is translated where it is shown (`t(…)`), in the language shown then.

export const MEMORY_TYPE_WORDS: Record<MemoryType, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  1: { label: msg`What happened`, hint: msg`A memory from your childhood.` },
  3: { label: msg`How it affects me today`, hint: msg`How what happened shows up in your life now.` },
  2: { label: msg`Both`, hint: msg`What happened, and how it still shows up today.` },
}
/** The order people read them in: then, now, both. */
export const MEMORY_TYPE_ORDER: readonly MemoryType[] = [1, 3, 2]

export const AGE_RANGE_WORDS: Record<AgeRange, MessageDescriptor> = {
  '0-5': msg`Age 0 to 5`,
  '6-11': msg`Age 6 to 11`,
  '12-17': msg`Age 12 to 17`,
}

/**
 * A memory's language named inside a sentence of the language shown ("written in Spanish", "escritos
 * en español"). Where a language is chosen, each is named in itself instead (LANGUAGE_NAMES).
 */
export const MEMORY_LANGUAGE_WORDS: Record<MemoryLanguage, MessageDescriptor> = {
  en: msg({ message: 'English', context: 'the language a memory is written in, inside a sentence' }),
  es: msg({ message: 'Spanish', context: 'the language a memory is written in, inside a sentence' }),
}

/** `badge`: who can see it, said to its author on their own memory; `badgeAnonymous`, shared without their name. */
export const VISIBILITY_WORDS: Record<
  Visibility,
  {
    label: MessageDescriptor
    hint: MessageDescriptor
    badge: MessageDescriptor
    badgeAnonymous: MessageDescriptor
  }
> = {
  public: {
    label: msg`Everyone`,
    hint: msg`Anyone can read it, including visitors without an account.`,
    badge: msg`Shared with everyone`,
    badgeAnonymous: msg`Shared with everyone, without your name`,
  },
  connections: {
    label: msg`My connections`,
    hint: msg`Only the people you are connected with can read it.`,
    badge: msg`Shared with your connections`,
    badgeAnonymous: msg`Shared with your connections, without your name`,
  },
  private: {
    label: msg`Only me`,
    hint: msg`A private journal entry: nobody else can read it.`,
    badge: msg`Private: only you can see it`,
    badgeAnonymous: msg`Private: only you can see it, without your name`,
  },
}

/**
 * "Share without my name" (SPEC §5.1), said so that it is true: for a memory only the author's
 * connections can read it would not be (they would know whose it is), so that pair is not offered,
 * and a memory saved that way before says so to its author.
 */
export const ANONYMOUS_WORDS = {
  label: msg`Share without my name`,
  hint: msg`Readers see “Shared anonymously”. Only Kindred’s moderators can see it was you.`,
  /** While “My connections” is chosen and the box is not ticked: said before it is. */
  notForConnections: msg`Not for a memory only your connections can read: they would know it was you. To share without your name, choose “Everyone”.`,
  /**
   * The pair chosen anyway: why it is refused. The web's own words for the contract's
   * ANONYMOUS_CONNECTIONS_MESSAGE (the same English: sharing-choices.test.tsx finds one by the other), so they can be
   * translated; the contract's constant stays the server's.
   */
  refused: msg`Only your connections can read this memory, so they would know it is yours. You can share it with everyone without your name, or with your connections under your name.`,
  /** Editing a memory saved for connections without a name before: it may stay so. */
  keptInComposer: msg`Your connections can tell this memory is yours, because only they can read it. You can keep it as it is, or share it with everyone without your name, or with your connections under your name. Your other changes save either way.`,
  /** For its author, wherever they see such a memory: a title, then why and how to change it. */
  connectionsCanTell: msg`Your connections can tell this memory is yours.`,
  connectionsCanTellWhy: msg`Only they can read it, so leaving your name off does not hide it from them. Only you see this note.`,
  /** On a card: where to change it. */
  howToChange: msg`To change it, open the memory and choose “Edit”.`,
  /** On the memory's page: opens the composer. */
  changeButton: msg`Change who can read it`,
  /** Beside the author's name a moderator sees on an anonymous memory. */
  forModerators: msg`anonymous to everyone else`,
} as const

export const COMMENTS_WORDS: Record<CommentsPolicy, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  everyone: { label: msg`Anyone who can read it`, hint: msg`People signed in to Kindred can reply.` },
  connections: { label: msg`Only my connections`, hint: msg`Only people you are connected with can reply.` },
  off: { label: msg`Nobody`, hint: msg`No comments: the memory stands on its own.` },
}
