import { useLingui } from '@lingui/react/macro'
import { useReducer, type FormEvent } from 'react'
import type { MemoryCounts } from '@kindred/contract/interactions'
import { ME_TOO_NOTE_MAX } from '@kindred/contract/interactions-constants'
import { apiFieldErrors, describeError } from '@/lib/form-errors'
import { moveFocus } from '@/lib/move-focus'
import {
  anonymousOf,
  initialReactionsState,
  meTooWords,
  reactionsReducer,
  TOGGLE_WORDS,
  type ReactionToggle,
} from '../lib/reactions-state'
import { useMemoryReactionToggle, useVoteToggle } from './use-interaction-toggles'
import { useMeTooPanel } from './use-me-too-panel'

interface SignedInReactionsOptions {
  shareableLink: string
  counts: MemoryCounts
  voteCount: number
  love: boolean
  voted: boolean
  empathyLabel: string
  anonymousByDefault: boolean
}

/**
 * The presses under someone else's memory: each shows at once (the toggles' cache), and what it did
 * goes to the status line through `lib/reactions-state.ts`. The me too's panel shuts as it is sent and
 * opens again, on the note, when the server refuses the note.
 */
export function useSignedInReactions({
  shareableLink,
  counts,
  voteCount,
  love,
  voted,
  empathyLabel,
  anonymousByDefault,
}: SignedInReactionsOptions) {
  const { t } = useLingui()
  const panel = useMeTooPanel()
  const meTooToggle = useMemoryReactionToggle(shareableLink, 'me_too', counts)
  const toggles = {
    love: useMemoryReactionToggle(shareableLink, 'love', counts),
    vote: useVoteToggle(shareableLink, voteCount),
  }
  const pressed: Record<ReactionToggle, boolean> = { love, vote: voted }
  const [state, dispatch] = useReducer(reactionsReducer, initialReactionsState)
  const anonymous = anonymousOf(state, anonymousByDefault)
  const words = meTooWords(empathyLabel)
  const fail = (what: string, error: unknown) =>
    dispatch({ type: 'failed', said: `${what} ${describeError(error)}` })
  const noteBox = () => document.getElementById(`${panel.id}-note`)

  const openPanel = () => {
    dispatch({ type: 'panelOpened' })
    panel.setOpen(true)
  }

  const sendMeToo = (event: FormEvent) => {
    event.preventDefault()
    if (meTooToggle.isPending) return
    const { note } = state
    if (note.trim().length > ME_TOO_NOTE_MAX) {
      dispatch({ type: 'noteRefused', error: t`Use at most ${ME_TOO_NOTE_MAX} characters.` })
      moveFocus(noteBox())
      return
    }
    dispatch({ type: 'sending' })
    // Shown at once; the form's words are kept until the server has them.
    panel.setOpen(false)
    panel.button.current?.focus()
    meTooToggle.mutate(
      { on: true, note, anonymous },
      {
        onSuccess: () => dispatch({ type: 'sent', said: words.sent(anonymous) }),
        onError: (error) => {
          const fields = apiFieldErrors(error)
          if (fields.note) {
            dispatch({ type: 'noteRefused', error: fields.note })
            panel.setOpen(true)
            requestAnimationFrame(() => moveFocus(noteBox()))
          }
          fail(words.notSent(note.trim() !== ''), error)
        },
      },
    )
  }

  const takeBack = () => {
    if (meTooToggle.isPending) return
    panel.close()
    meTooToggle.mutate(
      { on: false },
      {
        onSuccess: () => dispatch({ type: 'settled', said: words.takenBack() }),
        onError: (error) => fail(words.notTakenBack(), error),
      },
    )
  }

  /** Love or "this resonates", given or taken back. */
  const press = (kind: ReactionToggle) => {
    const toggle = toggles[kind]
    if (toggle.isPending) return
    const on = !pressed[kind]
    const { said, failure } = TOGGLE_WORDS[kind][on ? 'on' : 'off']
    dispatch({ type: 'pressed' })
    toggle.mutate(
      { on },
      {
        onSuccess: () => dispatch({ type: 'settled', said: t(said) }),
        onError: (error) => fail(t(failure), error),
      },
    )
  }

  return {
    meTooButton: panel.button,
    panel: { id: panel.id, open: panel.open, close: panel.close, onKeyDown: panel.onKeyDown },
    state,
    anonymous,
    openPanel,
    type: (note: string) => dispatch({ type: 'typed', note }),
    choose: (chosen: boolean) => dispatch({ type: 'chose', anonymous: chosen }),
    sendMeToo,
    takeBack,
    press,
  }
}
