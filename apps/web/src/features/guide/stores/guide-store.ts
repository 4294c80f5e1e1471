import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { deviceStorage } from '@/lib/device-storage'
import type { Answer, Group, Item, TraumaDetail, TraumaType } from '@kindred/contract/guide'
import { selectShortcut, showAllShortcuts, type ShortcutSelection } from './shortcut-selection'

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

/** The guide state the seed lists (§3), as last fetched: a reload can show it before the API answers. */
export interface GuideData {
  groups: Group[]
  traumaItems: Item[]
  traumaTypes: TraumaType[]
  traumaDetail: TraumaDetail | null
  userAnswers: Answer[]
  myCommentId: number | null
  myReportId: number | null
  googleUser: GoogleUser | null
  /** The group the person was on, so a reload or a later visit opens it again. */
  currentGroupId: number | null
}

interface GuideState extends GuideData {
  flags: GuideFlags
  shortcutSelection: ShortcutSelection
  /** Set when the guide should open on the report; cleared on every other page (seed §2). */
  goToReport: boolean
  /**
   * The person said they were done and the report is the complete one: every visit to /guide opens
   * on it again, on this device as on any other; going back to the answers is a choice (issue 34).
   */
  finished: boolean
  setData: (data: Partial<GuideData>) => void
  setFlag: (flag: keyof GuideFlags, value: boolean) => void
  selectShortcut: (shortcut: number, exclusive: boolean) => void
  /** Every listed shortcut selected: all sections shown (leaves "focus on this section"). */
  showAllShortcuts: (shortcuts: number[]) => void
  clearShortcuts: () => void
  setGoToReport: (goToReport: boolean) => void
  /** The session's report as the server has it now: its id, and whether the guide is finished. */
  setReport: (reportId: number, finished: boolean) => void
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
  currentGroupId: null,
  flags: initialFlags,
  shortcutSelection: {},
  goToReport: false,
  finished: false,
} satisfies Partial<GuideState>

export const useGuideStore = create<GuideState>()(
  persist(
    (set) => ({
      ...initialData,
      setData: (data) => set(data),
      setFlag: (flag, value) => set((state) => ({ flags: { ...state.flags, [flag]: value } })),
      selectShortcut: (shortcut, exclusive) =>
        set((state) => ({ shortcutSelection: selectShortcut(state.shortcutSelection, shortcut, exclusive) })),
      showAllShortcuts: (shortcuts) =>
        set((state) => ({ shortcutSelection: showAllShortcuts(state.shortcutSelection, shortcuts) })),
      clearShortcuts: () => set({ shortcutSelection: {} }),
      setGoToReport: (goToReport) => set({ goToReport }),
      setReport: (myReportId, finished) => set({ myReportId, finished }),
      reset: () => set(initialData),
    }),
    {
      name: GUIDE_STORE_KEY,
      storage: createJSONStorage(() => deviceStorage),
      partialize: (state) => ({
        groups: state.groups,
        traumaItems: state.traumaItems,
        traumaTypes: state.traumaTypes,
        traumaDetail: state.traumaDetail,
        userAnswers: state.userAnswers,
        myCommentId: state.myCommentId,
        myReportId: state.myReportId,
        googleUser: state.googleUser,
        currentGroupId: state.currentGroupId,
        flags: state.flags,
        shortcutSelection: state.shortcutSelection,
        goToReport: state.goToReport,
        finished: state.finished,
      }),
      // The flags are kept as the seed asks, but they describe requests in flight, and after a
      // reload none is: they start false again.
      merge: (persisted, current) => ({
        ...current,
        ...(persisted as Partial<GuideState>),
        flags: initialFlags,
      }),
    },
  ),
)
