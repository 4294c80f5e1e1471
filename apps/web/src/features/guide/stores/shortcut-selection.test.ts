import { describe, expect, it } from 'vitest'
import { isFocusMode, isShown, selectShortcut, showAllShortcuts } from './shortcut-selection'

describe('selectShortcut', () => {
  it('sets only the chosen entry, leaving the others as they were', () => {
    expect(selectShortcut({ 1: true, 2: false }, 3, false)).toEqual({ 1: true, 2: false, 3: true })
    expect(selectShortcut({}, 2, false)).toEqual({ 2: true })
  })

  it('in exclusive mode ("focus on this section") sets every other entry false', () => {
    expect(selectShortcut({ 1: true, 2: true, 3: false }, 2, true)).toEqual({ 1: false, 2: true, 3: false })
    expect(selectShortcut({ 1: true }, 4, true)).toEqual({ 1: false, 4: true })
  })
})

describe('showAllShortcuts, isFocusMode and isShown', () => {
  it('selects every listed entry, so an exclusive selection then switches all the others off', () => {
    const all = showAllShortcuts({}, [1, 2, 3])
    expect(all).toEqual({ 1: true, 2: true, 3: true })
    const focused = selectShortcut(all, 2, true)
    expect(isFocusMode(focused, [1, 2, 3])).toBe(true)
    expect([1, 2, 3].map((n) => isShown(focused, n))).toEqual([false, true, false])
    expect(isFocusMode(all, [1, 2, 3])).toBe(false)
    expect(isShown({}, 4)).toBe(true)
  })
})
