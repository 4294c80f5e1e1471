import { t } from '@lingui/core/macro'
import type { ConnectStatus } from '@kindred/contract/connections'

/** What the connect button shows besides the status itself. */
export interface ConnectState {
  /** The form to ask to connect is open. */
  asking: boolean
  /** The message being written; kept when the form closes, until it is sent. */
  message: string
  /** The last outcome, said in the status line. */
  said: string
  /** What went wrong last, said beside the button. */
  failure: string | null
  /** The failure is a request not named here: /home is where to answer it. */
  atHome: boolean
  /** Bumped by each outcome: the new state's first line (or the ask button) then takes focus. */
  settled: number
}

export type ConnectEvent =
  | { type: 'toggled' }
  | { type: 'cancelled' }
  | { type: 'typed'; message: string }
  | { type: 'sending' }
  | { type: 'settled'; said: string }
  | { type: 'failed'; failure: string; atHome?: boolean }

export const initialConnectState: ConnectState = {
  asking: false,
  message: '',
  said: '',
  failure: null,
  atHome: false,
  settled: 0,
}

export function connectReducer(state: ConnectState, event: ConnectEvent): ConnectState {
  switch (event.type) {
    case 'toggled':
      return { ...state, asking: !state.asking }
    case 'cancelled':
      return { ...state, asking: false }
    case 'typed':
      return { ...state, message: event.message }
    case 'sending':
      return { ...state, failure: null, atHome: false }
    case 'settled':
      return {
        ...state,
        asking: false,
        message: '',
        said: event.said,
        failure: null,
        atHome: false,
        settled: state.settled + 1,
      }
    case 'failed':
      return { ...state, failure: event.failure, atHome: event.atHome ?? false }
  }
}

export type RequestAnswer = 'withdraw' | 'accept' | 'decline'

/**
 * Answering the request the status names: the status it leaves, and the words either way (functions
 * run when the outcome is said, so they speak the language shown then).
 */
export const REQUEST_ANSWERS: Record<
  RequestAnswer,
  { becomes: ConnectStatus; said: (name: string) => string; failure: () => string }
> = {
  withdraw: {
    becomes: 'none',
    said: () => t`Your request is withdrawn.`,
    failure: () => t`We could not withdraw your request.`,
  },
  accept: {
    becomes: 'connected',
    said: (name) => t`You are now connected with ${name}.`,
    failure: () => t`We could not accept the request.`,
  },
  decline: {
    becomes: 'none',
    said: () => t`Request declined. They are not told in so many words.`,
    failure: () => t`We could not decline the request.`,
  },
}
