import { t } from '@lingui/core/macro'
import { describeError } from '@/lib/form-errors'
import { showNotice } from '@/lib/notices'
import { useHideMemory } from '../api/hide-memory'

/** Hide a memory from one's own lists from elsewhere (a report's alternative), said in the app's notice. */
export function useHideWithNotice(hashId: string) {
  const hide = useHideMemory(hashId)
  return () =>
    hide.mutate(undefined, {
      // Said when it happens, so in the language shown then.
      onSuccess: () => showNotice(t`Hidden. It will no longer appear in your lists.`),
      onError: (error) => {
        const reason = describeError(error)
        showNotice(t`It could not be hidden. ${reason}`)
      },
    })
}
