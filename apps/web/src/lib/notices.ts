import { create } from 'zustand'

/** One app-wide notice, announced by the live region in the layout. Not persisted: it is about now. */
export interface Notice {
  id: number
  message: string
}

interface NoticeState {
  notice: Notice | null
  show: (message: string) => void
  dismiss: () => void
}

let nextId = 1

export const useNoticeStore = create<NoticeState>()((set) => ({
  notice: null,
  show: (message) => set({ notice: { id: nextId++, message } }),
  dismiss: () => set({ notice: null }),
}))

export function showNotice(message: string): void {
  useNoticeStore.getState().show(message)
}
