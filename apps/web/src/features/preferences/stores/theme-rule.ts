export type Theme = 'light' | 'dark'

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark'
}

/**
 * The theme on login (seed §4): dark if the stored theme is dark, or nothing is stored and the
 * system prefers dark, or the person's saved preference is dark; otherwise light.
 */
export function resolveLoginTheme(input: {
  stored: Theme | null
  systemPrefersDark: boolean
  saved: Theme | null
}): Theme {
  if (input.stored === 'dark') return 'dark'
  if (input.stored === null && input.systemPrefersDark) return 'dark'
  if (input.saved === 'dark') return 'dark'
  return 'light'
}
