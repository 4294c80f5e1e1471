import { isFocusMode, isShown } from '../../stores/shortcut-selection'
import { useGuideStore } from '../../stores/guide-store'

/**
 * The numbered shortcuts and "focus on this section", on the guide store's per-shortcut map (seed
 * §4): a jump selects its entry; focus mode first selects every entry, then selects one exclusively,
 * so every other entry is false and its section hidden. A section shows unless its entry is false.
 */
export function useSectionFocus(count: number) {
  const selection = useGuideStore((state) => state.shortcutSelection)
  const numbers = Array.from({ length: count }, (_, index) => index + 1)
  const focusMode = isFocusMode(selection, numbers)
  const focusedNumber = focusMode ? (numbers.find((n) => selection[n] === true) ?? null) : null
  const store = useGuideStore.getState

  return {
    focusedNumber,
    shown: (number: number) => isShown(selection, number),
    select: (number: number) => store().selectShortcut(number, focusMode),
    focusOn: (number: number) => {
      store().showAllShortcuts(numbers)
      store().selectShortcut(number, true)
    },
    showAll: () => store().showAllShortcuts(numbers),
  }
}
