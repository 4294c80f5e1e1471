import { effectiveTheme, useThemeStore } from '../stores/theme-store'
import { useTextSizeStore } from '../stores/text-size-store'

/**
 * Keeps <html> in step with the display stores: the `dark` class and the root font size. Done with
 * the DOM API rather than markup because the CSP forbids inline styles in HTML.
 */
export function startDocumentSync(root: HTMLElement = document.documentElement): () => void {
  const applyTheme = () => {
    const dark = effectiveTheme(useThemeStore.getState().choice) === 'dark'
    root.classList.toggle('dark', dark)
  }
  const applyTextSize = () => {
    root.style.fontSize = `${useTextSizeStore.getState().percent}%`
  }
  applyTheme()
  applyTextSize()
  const stopTheme = useThemeStore.subscribe(applyTheme)
  const stopTextSize = useTextSizeStore.subscribe(applyTextSize)
  return () => {
    stopTheme()
    stopTextSize()
  }
}
