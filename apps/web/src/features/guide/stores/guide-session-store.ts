import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { deviceStorage } from '@/lib/device-storage'

/** The anonymous guide session: the visitor's key to their answers (SPEC §4). */
export interface GuideSession {
  session_id: string
  expires_at: string
}

interface GuideSessionState {
  session_id: string | null
  expires_at: string | null
  setSession: (session: GuideSession) => void
  clearSession: () => void
}

export const GUIDE_SESSION_STORE_KEY = 'kindred-guide-session'

export const useGuideSessionStore = create<GuideSessionState>()(
  persist(
    (set) => ({
      session_id: null,
      expires_at: null,
      setSession: ({ session_id, expires_at }) => set({ session_id, expires_at }),
      clearSession: () => set({ session_id: null, expires_at: null }),
    }),
    {
      name: GUIDE_SESSION_STORE_KEY,
      storage: createJSONStorage(() => deviceStorage),
      partialize: ({ session_id, expires_at }) => ({ session_id, expires_at }),
    },
  ),
)
