/** The reply form under a top-level comment: open or not, and the "without my name" box. */
export interface ReplyState {
  open: boolean
  /** Null until the person ticks or unticks it: then their default (decision 057). Kept on cancel. */
  chosenAnonymous: boolean | null
}

export type ReplyEvent =
  { type: 'toggled' } | { type: 'cancelled' } | { type: 'chose'; anonymous: boolean } | { type: 'posted' }

export const initialReplyState: ReplyState = { open: false, chosenAnonymous: null }

export function replyReducer(state: ReplyState, event: ReplyEvent): ReplyState {
  switch (event.type) {
    case 'toggled':
      return { ...state, open: !state.open }
    case 'cancelled':
      return { ...state, open: false }
    case 'chose':
      return { ...state, chosenAnonymous: event.anonymous }
    case 'posted':
      return { open: false, chosenAnonymous: null }
  }
}

/** Whether the reply goes without the name: the person's choice, else their default. */
export const replyAnonymous = (state: ReplyState, anonymousByDefault: boolean) =>
  state.chosenAnonymous ?? anonymousByDefault
