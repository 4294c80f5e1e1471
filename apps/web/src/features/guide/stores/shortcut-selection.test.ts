import { describe, expect, it } from 'vitest'
import { selectShortcut } from './shortcut-selection'

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
