import { describe, expect, it } from 'vitest'
import { resolveLoginTheme, type Theme } from './theme-rule'

// Seed §4, written out as a table: [stored, system prefers dark, saved preference, result].
const table: [Theme | null, boolean, Theme | null, Theme][] = [
  ['dark', false, null, 'dark'],
  ['dark', false, 'light', 'dark'],
  ['dark', false, 'dark', 'dark'],
  ['dark', true, null, 'dark'],
  ['dark', true, 'light', 'dark'],
  ['dark', true, 'dark', 'dark'],
  ['light', false, null, 'light'],
  ['light', false, 'light', 'light'],
  ['light', false, 'dark', 'dark'],
  ['light', true, null, 'light'],
  ['light', true, 'light', 'light'],
  ['light', true, 'dark', 'dark'],
  [null, false, null, 'light'],
  [null, false, 'light', 'light'],
  [null, false, 'dark', 'dark'],
  [null, true, null, 'dark'],
  [null, true, 'light', 'dark'],
  [null, true, 'dark', 'dark'],
]

describe('resolveLoginTheme', () => {
  it.each(table)('stored %s, system dark %s, saved %s → %s', (stored, systemPrefersDark, saved, expected) => {
    expect(resolveLoginTheme({ stored, systemPrefersDark, saved })).toBe(expected)
  })
})
