import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { deviceStorage } from '@/lib/device-storage'

/** Who is signed in, as far as the app may know: never a token (those stay in HttpOnly cookies). */
export interface SessionUser {
  public_id: string
  display_name: string
  role: 'user' | 'moderator' | 'admin'
  /**
   * Set while a moderator has suspended the person (SPEC §10): until when (null: until lifted). They
   * can read but not post, react, comment or connect, and the screens say so before they try.
   */
  suspension?: { until: string | null } | null
  /**
   * Set while the account is new (SPEC §3.6): until when. Asking to connect waits until then, and
   * the screens say so before the person writes (decision 037).
   */
  new_account?: { until: string } | null
}

interface CookieState {
  signedIn: boolean
  user: SessionUser | null
  loginInProgress: boolean
  signIn: (user: SessionUser) => void
  signOut: () => void
  setLoginInProgress: (inProgress: boolean) => void
}

export const COOKIE_STORE_KEY = 'kindred-cookie'

export const useCookieStore = create<CookieState>()(
  persist(
    (set) => ({
      signedIn: false,
      user: null,
      loginInProgress: false,
      // Copy only the fields we show: whatever else a response carries never reaches storage.
      signIn: ({ public_id, display_name, role, suspension, new_account }) =>
        set({
          signedIn: true,
          user: {
            public_id,
            display_name,
            role,
            ...(suspension ? { suspension: { until: suspension.until } } : {}),
            ...(new_account ? { new_account: { until: new_account.until } } : {}),
          },
          loginInProgress: false,
        }),
      signOut: () => set({ signedIn: false, user: null, loginInProgress: false }),
      setLoginInProgress: (loginInProgress) => set({ loginInProgress }),
    }),
    {
      name: COOKIE_STORE_KEY,
      storage: createJSONStorage(() => deviceStorage),
      partialize: ({ signedIn, user, loginInProgress }) => ({ signedIn, user, loginInProgress }),
    },
  ),
)
