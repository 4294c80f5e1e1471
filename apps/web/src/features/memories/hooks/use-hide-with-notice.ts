import { describeError } from '@/lib/form-errors'
import { showNotice } from '@/lib/notices'
import { useHideMemory } from '../api/hide-memory'

/** Hide a memory from one's own lists from elsewhere (a report's alternative), said in the app's notice. */
export function useHideWithNotice(hashId: string) {
  const hide = useHideMemory(hashId)
  return () =>
    hide.mutate(undefined, {
      onSuccess: () => showNotice('Hidden. It will no longer appear in your lists.'),
      onError: (error) => showNotice(`It could not be hidden. ${describeError(error)}`),
    })
}
