import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/form-errors'
import { useCommentStatus } from '../api/get-interaction-status'
import { useCommentLoveToggle } from '../hooks/use-interaction-toggles'
import { FeedbackChips } from './feedback-chips'
import { Count, HeartIcon, ToggleButton } from './toggle-parts'
import { SaidLine } from './said-line'
import { quiet, type Said } from '../lib/reaction-said'
import { TOGGLE_WORDS } from '../lib/reactions-state'

interface CommentReactionsProps {
  commentId: string
  /** Whether the reader may love it, as the comment's answer says (`abilities.love`, decision 078). */
  mayLove: boolean
  /** The love state comes from the batched status call, which is for signed-in people only. */
  signedIn: boolean
}

/**
 * Love on a comment, with its count, and the kind words for comments (SPEC §6). The love state comes
 * from the batcher: one request for every comment on screen. The kind words load when opened, so a
 * page of comments never asks once per comment. One the reader may not love (their own, or a
 * visitor's page): the counts, nothing to press.
 */
export function CommentReactions({ commentId, mayLove, signedIn }: CommentReactionsProps) {
  const { t } = useLingui()
  const wordsId = useId()
  const status = useCommentStatus(commentId, signedIn)
  const toggle = useCommentLoveToggle(commentId, status.data?.count ?? 0)
  const [wordsOpen, setWordsOpen] = useState(false)
  const [said, setSaid] = useState<Said>(quiet)
  const love = status.data?.love ?? false
  const count = status.data?.count ?? 0

  const pressLove = () => {
    if (toggle.isPending) return
    const on = !love
    const { said: done, failure } = TOGGLE_WORDS.love[on ? 'on' : 'off']
    setSaid(quiet)
    toggle.mutate(
      { on },
      {
        onSuccess: () => setSaid({ text: t(done), failed: false }),
        onError: (error) => setSaid({ text: `${t(failure)} ${describeError(error)}`, failed: true }),
      },
    )
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {mayLove ? (
          <ToggleButton pressed={love} onClick={pressLove}>
            <HeartIcon filled={love} />
            <Trans>Love</Trans>
            <Count value={count} />
          </ToggleButton>
        ) : status.data ? (
          <span className="inline-flex items-center gap-1 text-base text-muted">
            <HeartIcon filled={false} />
            <Plural value={count} one="# love" other="# love" />
          </span>
        ) : null}
        <Button
          variant="quiet"
          aria-expanded={wordsOpen}
          aria-controls={wordsOpen ? wordsId : undefined}
          onClick={() => setWordsOpen((open) => !open)}
        >
          {wordsOpen ? <Trans>Hide kind words</Trans> : <Trans>Kind words</Trans>}
        </Button>
      </div>
      {wordsOpen ? (
        <div id={wordsId}>
          <FeedbackChips
            subject={{ kind: 'comment', commentId }}
            type="comment"
            canGive={mayLove}
            sayWhenNone
          />
        </div>
      ) : null}
      <SaidLine said={said} />
    </div>
  )
}
