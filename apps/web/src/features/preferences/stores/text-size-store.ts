import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { deviceStorage } from '@/lib/device-storage'

/** Text size steps, in percent of the browser's default (WCAG 1.4.4 asks for up to 200 %). */
export const TEXT_SIZES = [100, 125, 150, 175, 200] as const
export type TextSize = (typeof TEXT_SIZES)[number]

const MIN = TEXT_SIZES[0]
const MAX = TEXT_SIZES[TEXT_SIZES.length - 1] ?? MIN

/** The nearest allowed step: stored or requested values outside 100–200 % never apply. */
export function toTextSize(value: unknown): TextSize {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MIN
  const clamped = Math.min(MAX, Math.max(MIN, value))
  let nearest: TextSize = MIN
  for (const size of TEXT_SIZES) if (Math.abs(size - clamped) < Math.abs(nearest - clamped)) nearest = size
  return nearest
}

interface TextSizeState {
  percent: TextSize
  increase: () => void
  decrease: () => void
  setPercent: (percent: number) => void
}

export const TEXT_SIZE_STORE_KEY = 'kindred-text-size'

function step(percent: TextSize, by: 1 | -1): TextSize {
  const index = TEXT_SIZES.indexOf(percent) + by
  return TEXT_SIZES[Math.min(TEXT_SIZES.length - 1, Math.max(0, index))] ?? percent
}

export const useTextSizeStore = create<TextSizeState>()(
  persist(
    (set, get) => ({
      percent: MIN,
      increase: () => set({ percent: step(get().percent, 1) }),
      decrease: () => set({ percent: step(get().percent, -1) }),
      setPercent: (percent) => set({ percent: toTextSize(percent) }),
    }),
    {
      name: TEXT_SIZE_STORE_KEY,
      storage: createJSONStorage(() => deviceStorage),
      partialize: ({ percent }) => ({ percent }),
      merge: (persisted, current) => ({
        ...current,
        percent: toTextSize((persisted as { percent?: unknown } | undefined)?.percent),
      }),
    },
  ),
)

export const TEXT_SIZE_BOUNDS = { min: MIN, max: MAX }
