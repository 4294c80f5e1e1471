import { create } from 'zustand'

/** One app-wide notice, announced by the live region in the layout. Not persisted: it is about now. */
export interface Notice {
  id: number
  message: string
  /**
   * The page the notice is about (news of something that just happened there, e.g. "your email is
   * verified" on the page a link led to). Leaving that page dismisses it, so it never follows the
   * person to pages where it may no longer be true. Without one it stays until dismissed.
   */
  page?: string
}

interface NoticeState {
  notice: Notice | null
  show: (message: string, page?: string) => void
  dismiss: () => void
}

let nextId = 1

export const useNoticeStore = create<NoticeState>()((set) => ({
  notice: null,
  show: (message, page) => set({ notice: { id: nextId++, message, ...(page ? { page } : {}) } }),
  dismiss: () => set({ notice: null }),
}))

export function showNotice(message: string, options: { page?: string } = {}): void {
  useNoticeStore.getState().show(message, options.page)
}
