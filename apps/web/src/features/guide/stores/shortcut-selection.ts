/** Which numbered report sections are selected, keyed by the shortcut's number. */
export type ShortcutSelection = Record<number, boolean>

/**
 * Seed §4: selecting a shortcut sets that entry; in exclusive mode ("focus on this section") every
 * other entry becomes false.
 */
export function selectShortcut(
  selection: ShortcutSelection,
  shortcut: number,
  exclusive: boolean,
): ShortcutSelection {
  if (!exclusive) return { ...selection, [shortcut]: true }
  const next: ShortcutSelection = {}
  for (const key of Object.keys(selection)) next[Number(key)] = false
  next[shortcut] = true
  return next
}

/** Every listed shortcut set, so that an exclusive selection afterwards hides all the others. */
export function showAllShortcuts(selection: ShortcutSelection, shortcuts: number[]): ShortcutSelection {
  let next = selection
  for (const shortcut of shortcuts) next = selectShortcut(next, shortcut, false)
  return next
}

/** In focus mode when some section is switched off; a section shows unless its entry is false. */
export const isFocusMode = (selection: ShortcutSelection, shortcuts: number[]) =>
  shortcuts.some((shortcut) => selection[shortcut] === false)

export const isShown = (selection: ShortcutSelection, shortcut: number) => selection[shortcut] !== false
