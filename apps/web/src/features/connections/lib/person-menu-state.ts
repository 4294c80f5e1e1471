/** What the options for a person keep while their panel comes and goes with the menu. */
export interface PersonMenuState {
  open: boolean
  /**
   * What was last done here, kept while the menu is closed: the server has no single-person answer,
   * so this starts from "neither".
   */
  muted: boolean
  blocked: boolean
  /** The block is asked about a second time; forgotten when the menu shuts. */
  confirmingBlock: boolean
  /** The last outcome, said in the menu's live region. */
  said: string
}

export type PersonMenuEvent =
  | { type: 'opened' }
  | { type: 'closed' }
  | { type: 'askedToBlock' }
  | { type: 'keptUnblocked' }
  | { type: 'muted'; said: string }
  | { type: 'unmuted'; said: string }
  | { type: 'blocked' }
  | { type: 'unblocked'; said: string }

export const initialPersonMenuState: PersonMenuState = {
  open: false,
  muted: false,
  blocked: false,
  confirmingBlock: false,
  said: '',
}

export function personMenuReducer(state: PersonMenuState, event: PersonMenuEvent): PersonMenuState {
  switch (event.type) {
    case 'opened':
      return { ...state, open: true }
    case 'closed':
      return { ...state, open: false, confirmingBlock: false }
    case 'askedToBlock':
      return { ...state, confirmingBlock: true }
    case 'keptUnblocked':
      return { ...state, confirmingBlock: false }
    case 'muted':
      return { ...state, muted: true, said: event.said }
    case 'unmuted':
      return { ...state, muted: false, said: event.said }
    // The page-wide notice says it: the person's memory, and this menu with it, leaves the page.
    case 'blocked':
      return { ...state, blocked: true, confirmingBlock: false }
    case 'unblocked':
      return { ...state, blocked: false, said: event.said }
  }
}
