import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { selectShortcut, type ShortcutSelection } from './shortcut-selection'

export interface GoogleUser {
  google_id: string
  name?: string
}

export interface GuideFlags {
  onboarding: boolean
  fetchingAnswers: boolean
  finishingAnswer: boolean
  unselectingOption: boolean
  sessionFetched: boolean
  changingSelection: boolean
}

// The guide's content shapes arrive with the guide endpoints in the contract; until then they are
// held as the server sent them.
export interface GuideData {
  groups: unknown[]
  traumaItems: unknown[]
  traumaTypes: unknown[]
  traumaDetail: unknown
  userAnswers: unknown[]
  myCommentId: number | null
  myReportId: number | null
  googleUser: GoogleUser | null
}

interface GuideState extends GuideData {
  flags: GuideFlags
  shortcutSelection: ShortcutSelection
  /** Set when the guide should open on the report; cleared on every other page (seed §2). */
  goToReport: boolean
  setData: (data: Partial<GuideData>) => void
  setFlag: (flag: keyof GuideFlags, value: boolean) => void
  selectShortcut: (shortcut: number, exclusive: boolean) => void
  setGoToReport: (goToReport: boolean) => void
  reset: () => void
}

export const GUIDE_STORE_KEY = 'kindred-guide'

const initialFlags: GuideFlags = {
  onboarding: false,
  fetchingAnswers: false,
  finishingAnswer: false,
  unselectingOption: false,
  sessionFetched: false,
  changingSelection: false,
}

const initialData = {
  groups: [],
  traumaItems: [],
  traumaTypes: [],
  traumaDetail: null,
  userAnswers: [],
  myCommentId: null,
  myReportId: null,
  googleUser: null,
  flags: initialFlags,
  shortcutSelection: {},
  goToReport: false,
} satisfies Partial<GuideState>

export const useGuideStore = create<GuideState>()(
  persist(
    (set) => ({
      ...initialData,
      setData: (data) => set(data),
      setFlag: (flag, value) => set((state) => ({ flags: { ...state.flags, [flag]: value } })),
      selectShortcut: (shortcut, exclusive) =>
        set((state) => ({ shortcutSelection: selectShortcut(state.shortcutSelection, shortcut, exclusive) })),
      setGoToReport: (goToReport) => set({ goToReport }),
      reset: () => set(initialData),
    }),
    {
      name: GUIDE_STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({
        groups: state.groups,
        traumaItems: state.traumaItems,
        traumaTypes: state.traumaTypes,
        traumaDetail: state.traumaDetail,
        userAnswers: state.userAnswers,
        myCommentId: state.myCommentId,
        myReportId: state.myReportId,
        googleUser: state.googleUser,
        flags: state.flags,
        shortcutSelection: state.shortcutSelection,
        goToReport: state.goToReport,
      }),
    },
  ),
)
