import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/form-errors'
import { useHideMemory } from '../../api/hide-memory'
import { useUnhideMemory } from '../../api/unhide-memory'

/**
 * Hide a memory from your own lists, and undo it. Starts from what the memory says (`hidden_by_me`)
 * and then follows what was last done here.
 */
export function HideMemory({ hashId, hiddenByMe }: { hashId: string; hiddenByMe: boolean }) {
  const hide = useHideMemory(hashId)
  const unhide = useUnhideMemory(hashId)
  const hidden = hide.isSuccess || (hiddenByMe && !unhide.isSuccess)
  const failed = hide.error ?? unhide.error
  const act = () => {
    if (hidden) {
      hide.reset()
      unhide.mutate()
    } else {
      unhide.reset()
      hide.mutate()
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={act} disabled={hide.isPending || unhide.isPending}>
        {hidden ? <Trans>Show it in my lists again</Trans> : <Trans>Hide from my lists</Trans>}
      </Button>
      <p role="status" className="text-base text-muted">
        {hidden ? (
          <Trans>Hidden. It will no longer appear in your feed or search.</Trans>
        ) : unhide.isSuccess ? (
          <Trans>It will appear in your lists again.</Trans>
        ) : null}
      </p>
      {failed ? <p className="font-semibold text-danger">{describeError(failed)}</p> : null}
    </div>
  )
}
