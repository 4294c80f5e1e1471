import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { showNotice } from '@/lib/notices'
import { useBlockPerson } from '../api/block-person'
import { useMutePerson } from '../api/mute-person'
import { useUnblockPerson } from '../api/unblock-person'
import { useUnmutePerson } from '../api/unmute-person'
import type { PersonMenuEvent } from '../lib/person-menu-state'

interface PersonActionsOptions {
  publicId: string
  displayName: string
  muted: boolean
  /** What happened, for the menu's state (lib/person-menu-state.ts). */
  onEvent: (event: PersonMenuEvent) => void
}

/**
 * Mute, unmute, block and unblock one person, for the options' panel: each starts with the others'
 * failures forgotten, says what it did through `onEvent`, and one `failed` and one `busy` cover all four.
 */
export function usePersonActions({ publicId, displayName: name, muted, onEvent }: PersonActionsOptions) {
  const { t } = useLingui()
  const mute = useMutePerson()
  const unmute = useUnmutePerson()
  const navigate = useNavigate()
  // Their memory (and this menu with it) leaves the page: the confirmation goes to the page-wide
  // notice, on the feed.
  const block = useBlockPerson({
    onBlocked: () => {
      showNotice(
        t`You blocked ${name}. Neither of you will see the other now. You can undo it in Settings, under People you blocked.`,
      )
      navigate('/memories')
    },
  })
  const unblock = useUnblockPerson()
  const all = [mute, unmute, block, unblock]
  const resetAll = () => all.forEach((mutation) => mutation.reset())

  const toggleMute = () => {
    resetAll()
    if (muted)
      unmute.mutate(publicId, {
        onSuccess: () =>
          onEvent({
            type: 'unmuted',
            said: t`You unmuted ${name}. Their memories and comments will show in your lists again.`,
          }),
      })
    else
      mute.mutate(publicId, {
        onSuccess: () => onEvent({ type: 'muted', said: t`You muted ${name}. They are not told.` }),
      })
  }
  const doBlock = () => {
    resetAll()
    block.mutate(publicId, { onSuccess: () => onEvent({ type: 'blocked' }) })
  }
  const doUnblock = () => {
    resetAll()
    unblock.mutate(publicId, {
      onSuccess: () =>
        onEvent({
          type: 'unblocked',
          said: t`You unblocked ${name}. A connection that ended stays ended.`,
        }),
    })
  }

  return {
    toggleMute,
    block: doBlock,
    unblock: doUnblock,
    blocking: block.isPending,
    busy: all.some((mutation) => mutation.isPending),
    failed: mute.error ?? unmute.error ?? block.error ?? unblock.error,
  }
}
