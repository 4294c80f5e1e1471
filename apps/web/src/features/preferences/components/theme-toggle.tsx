import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { cx } from '@/components/ui/class-names'
import { StrokeIcon } from '@/components/ui/stroke-icon'
import { effectiveTheme, useThemeStore } from '../stores/theme-store'

/**
 * A "Dark theme" toggle button (decision 012): one name, its state read out as pressed or not, and
 * shown as plainly: pressed, it is filled and the moon solid, with "On" beside the name; not pressed,
 * outlined, with "Off". The On/Off word is hidden from screen readers, which hear the pressed state.
 * `onToggled` lets the page save the choice for a signed-in person.
 */
export function ThemeToggle({ onToggled }: { onToggled?: (theme: 'light' | 'dark') => void }) {
  const dark = useThemeStore((state) => effectiveTheme(state.choice) === 'dark')
  const toggle = useThemeStore((state) => state.toggle)
  return (
    <Button
      variant="secondary"
      aria-pressed={dark}
      onClick={() => {
        toggle()
        onToggled?.(dark ? 'light' : 'dark')
      }}
      className="aria-pressed:border-brand aria-pressed:bg-calm dark:aria-pressed:border-brand-soft"
    >
      <MoonIcon filled={dark} />
      <Trans>Dark theme</Trans>
      <span
        aria-hidden="true"
        className={cx(
          'rounded-full border-2 px-2 text-base leading-snug',
          dark
            ? 'border-transparent bg-brand text-white dark:bg-brand-soft dark:text-page'
            : 'border-line text-muted',
        )}
      >
        {dark ? (
          <Trans comment="Beside “Dark theme”: the dark theme is switched on">On</Trans>
        ) : (
          <Trans comment="Beside “Dark theme”: the dark theme is switched off">Off</Trans>
        )}
      </span>
    </Button>
  )
}

function MoonIcon({ filled }: { filled: boolean }) {
  return (
    <StrokeIcon>
      <path
        d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z"
        strokeLinejoin="round"
        fill={filled ? 'currentColor' : 'none'}
      />
    </StrokeIcon>
  )
}
