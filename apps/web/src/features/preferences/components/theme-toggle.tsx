import { Button } from '@/components/ui/button'
import { effectiveTheme, useThemeStore } from '../stores/theme-store'

/** A pressed/unpressed "Dark theme" button: one name, and its state read out as on or off. */
export function ThemeToggle() {
  const dark = useThemeStore((state) => effectiveTheme(state.choice) === 'dark')
  const toggle = useThemeStore((state) => state.toggle)
  return (
    <Button variant="secondary" aria-pressed={dark} onClick={toggle}>
      <MoonIcon />
      Dark theme
    </Button>
  )
}

function MoonIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" strokeLinejoin="round" />
    </svg>
  )
}
