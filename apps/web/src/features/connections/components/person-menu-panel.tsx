import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Failure } from '@/components/ui/failure'
import { moveFocus } from '@/lib/move-focus'
import { showNotice } from '@/lib/notices'
import { useBlockPerson } from '../api/block-person'
import { useMutePerson } from '../api/mute-person'
import { useUnblockPerson } from '../api/unblock-person'
import { useUnmutePerson } from '../api/unmute-person'

interface PersonMenuPanelProps {
  publicId: string
  displayName: string
  report?: ReactNode
  /** Kept by person-menu.tsx, which stays while this panel comes and goes with the menu. */
  muted: boolean
  setMuted: (muted: boolean) => void
  blocked: boolean
  setBlocked: (blocked: boolean) => void
  /** What happened, for the menu's live region. */
  setSaid: (said: string) => void
}

/** The open menu of person-menu.tsx, in a chunk of its own: mute, block (asked twice), report. */
export function PersonMenuPanel({
  publicId,
  displayName,
  report,
  muted,
  setMuted,
  blocked,
  setBlocked,
  setSaid,
}: PersonMenuPanelProps) {
  const questionId = useId()
  const [confirmingBlock, setConfirmingBlock] = useState(false)
  const question = useRef<HTMLParagraphElement>(null)
  const blockButton = useRef<HTMLButtonElement>(null)
  const backToBlock = useRef(false)
  const mute = useMutePerson()
  const unmute = useUnmutePerson()
  const navigate = useNavigate()
  // Their memory (and this menu with it) leaves the page: the confirmation goes to the page-wide
  // notice, on the feed.
  const block = useBlockPerson({
    onBlocked: () => {
      showNotice(
        `You blocked ${displayName}. Neither of you will see the other now. You can undo it in Settings, under People you blocked.`,
      )
      navigate('/memories')
    },
  })
  const unblock = useUnblockPerson()
  const failed = mute.error ?? unmute.error ?? block.error ?? unblock.error
  const busy = mute.isPending || unmute.isPending || block.isPending || unblock.isPending

  useEffect(() => {
    if (confirmingBlock) moveFocus(question.current)
    else if (backToBlock.current) {
      backToBlock.current = false
      blockButton.current?.focus()
    }
  }, [confirmingBlock])

  const keepUnblocked = () => {
    backToBlock.current = true
    setConfirmingBlock(false)
  }
  const resetAll = () => {
    mute.reset()
    unmute.reset()
    block.reset()
    unblock.reset()
  }

  const toggleMute = () => {
    resetAll()
    if (muted)
      unmute.mutate(publicId, {
        onSuccess: () => {
          setMuted(false)
          setSaid(`You unmuted ${displayName}. Their memories and comments will show in your lists again.`)
        },
      })
    else
      mute.mutate(publicId, {
        onSuccess: () => {
          setMuted(true)
          setSaid(`You muted ${displayName}. They are not told.`)
        },
      })
  }
  const doBlock = () => {
    resetAll()
    block.mutate(publicId, {
      onSuccess: () => {
        setBlocked(true)
        setConfirmingBlock(false)
      },
    })
  }
  const doUnblock = () => {
    resetAll()
    unblock.mutate(publicId, {
      onSuccess: () => {
        setBlocked(false)
        setSaid(`You unblocked ${displayName}. A connection that ended stays ended.`)
      },
    })
  }

  return (
    <>
      <div className="flex flex-col items-start gap-2">
        <p className="text-base text-muted">
          {muted
            ? `${displayName} is muted.`
            : `Muting: you won't see their memories and comments in your lists. Anything shared without a name stays: nobody can tell whose it is. They are not told.`}
        </p>
        <Button variant="secondary" onClick={toggleMute} disabled={busy}>
          {muted ? `Unmute ${displayName}` : `Mute ${displayName}`}
        </Button>
      </div>
      <div className="flex flex-col items-start gap-2">
        <p className="text-base text-muted">
          {blocked
            ? `${displayName} is blocked.`
            : 'Blocking: neither of you will see what the other shares under their name, and any connection between you ends. Anything shared without a name stays as it is: nobody can tell whose it is.'}
        </p>
        {blocked ? (
          <Button variant="secondary" onClick={doUnblock} disabled={busy}>
            Unblock {displayName}
          </Button>
        ) : confirmingBlock ? (
          <div
            role="group"
            aria-labelledby={questionId}
            className="flex flex-col gap-3 rounded-2xl border-2 border-danger p-4"
          >
            <p id={questionId} ref={question} tabIndex={-1} className="font-semibold">
              Block {displayName}? Neither of you will see what the other shares under their name, and any
              connection or request between you ends. You can unblock them later.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="danger" onClick={doBlock} disabled={busy}>
                {block.isPending ? 'Blocking…' : 'Yes, block'}
              </Button>
              <Button variant="secondary" onClick={keepUnblocked} disabled={busy}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <Button ref={blockButton} variant="secondary" onClick={() => setConfirmingBlock(true)}>
            Block {displayName}…
          </Button>
        )}
      </div>
      {report ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-base text-muted">
            Reporting: if they break our rules, a moderator looks. They are not told who reported them.
          </p>
          {report}
        </div>
      ) : null}
      <Failure error={failed}>That did not go through.</Failure>
    </>
  )
}
