import { Button } from '@/components/ui/button'
import { effectiveTheme, useThemeStore } from '../stores/theme-store'
import { StrokeIcon } from '@/components/ui/stroke-icon'

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
    <StrokeIcon>
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" strokeLinejoin="round" />
    </StrokeIcon>
  )
}
