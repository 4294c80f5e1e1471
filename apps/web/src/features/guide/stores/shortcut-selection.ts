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
