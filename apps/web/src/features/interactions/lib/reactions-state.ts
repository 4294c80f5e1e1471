import type { MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { quiet, type Said } from './reaction-said'

/** What the buttons under someone else's memory keep besides the cached status: the me too's form and the status line. */
export interface ReactionsState {
  /** The me too's note; kept when the form closes, until the server has it. */
  note: string
  /** Null until the person ticks or unticks it: then their default, which may arrive after the form. */
  chosenAnonymous: boolean | null
  /** What is wrong with the note, said under its box. */
  noteError: string | undefined
  /** What the last press did, said in the status line. */
  said: Said
}

export type ReactionsEvent =
  | { type: 'panelOpened' }
  | { type: 'typed'; note: string }
  | { type: 'chose'; anonymous: boolean }
  | { type: 'noteRefused'; error: string }
  | { type: 'sending' }
  | { type: 'pressed' }
  | { type: 'sent'; said: string }
  | { type: 'settled'; said: string }
  | { type: 'failed'; said: string }

export const initialReactionsState: ReactionsState = {
  note: '',
  chosenAnonymous: null,
  noteError: undefined,
  said: quiet,
}

export function reactionsReducer(state: ReactionsState, event: ReactionsEvent): ReactionsState {
  switch (event.type) {
    case 'panelOpened':
    case 'pressed':
      return { ...state, said: quiet }
    case 'typed':
      return { ...state, note: event.note }
    case 'chose':
      return { ...state, chosenAnonymous: event.anonymous }
    case 'noteRefused':
      return { ...state, noteError: event.error }
    case 'sending':
      return { ...state, noteError: undefined, said: quiet }
    case 'sent':
      return { ...state, note: '', chosenAnonymous: null, said: { text: event.said, failed: false } }
    case 'settled':
      return { ...state, said: { text: event.said, failed: false } }
    case 'failed':
      return { ...state, said: { text: event.said, failed: true } }
  }
}

/** Whether the me too goes without the giver's name: their choice, else their default (decision 057). */
export const anonymousOf = (state: ReactionsState, anonymousByDefault: boolean) =>
  state.chosenAnonymous ?? anonymousByDefault

export type ReactionToggle = 'love' | 'vote'

/**
 * Love and "this resonates", given (`on`) or taken back: the words either way, translated when they
 * are said (the language may change after this module loads).
 */
export const TOGGLE_WORDS: Record<
  ReactionToggle,
  Record<'on' | 'off', { said: MessageDescriptor; failure: MessageDescriptor }>
> = {
  love: {
    on: { said: msg`You sent love.`, failure: msg`Your love could not be sent.` },
    off: { said: msg`Your love is taken back.`, failure: msg`Your love could not be taken back.` },
  },
  vote: {
    on: {
      said: msg`You said this resonates with you.`,
      failure: msg`Your “this resonates” could not be sent.`,
    },
    off: { said: msg`Taken back.`, failure: msg`It could not be taken back.` },
  },
}

/**
 * The me too's words: sent (with or without the name), taken back, or either failing. Each is a
 * function run when the outcome is said, so it speaks the language shown then.
 */
export const meTooWords = (empathyLabel: string) => ({
  sent: (anonymous: boolean) =>
    anonymous ? t`You said “${empathyLabel}”, without your name.` : t`You said “${empathyLabel}”.`,
  notSent: (noteKept: boolean) =>
    noteKept
      ? t`Your “${empathyLabel}” could not be sent; your note is kept.`
      : t`Your “${empathyLabel}” could not be sent.`,
  takenBack: () => t`Your “${empathyLabel}” is taken back.`,
  notTakenBack: () => t`Your “${empathyLabel}” could not be taken back.`,
})
