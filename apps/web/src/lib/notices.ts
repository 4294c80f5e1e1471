import type { MessageDescriptor } from '@lingui/core'
import { create } from 'zustand'

/**
 * What a notice says: a message of the catalogs (`msg` from '@lingui/core/macro'), translated when
 * shown, so it follows the language if the person changes it while it is up; or words already in
 * the person's language (the server's `message`).
 */
export type NoticeMessage = string | MessageDescriptor

/** One app-wide notice, announced by the live region in the layout. Not persisted: it is about now. */
export interface Notice {
  id: number
  message: NoticeMessage
  /**
   * The page the notice is about (news of something that just happened there, e.g. "your email is
   * verified" on the page a link led to). Leaving that page dismisses it, so it never follows the
   * person to pages where it may no longer be true. Without one it stays until dismissed.
   */
  page?: string
}

interface NoticeState {
  notice: Notice | null
  show: (message: NoticeMessage, page?: string) => void
  dismiss: () => void
}

let nextId = 1

export const useNoticeStore = create<NoticeState>()((set) => ({
  notice: null,
  show: (message, page) => set({ notice: { id: nextId++, message, ...(page ? { page } : {}) } }),
  dismiss: () => set({ notice: null }),
}))

export function showNotice(message: NoticeMessage, options: { page?: string } = {}): void {
  useNoticeStore.getState().show(message, options.page)
}
