import { useState } from 'react'
import { LoadingStatus } from '@/components/ui/loading-status'
import { Button } from '@/components/ui/button'
import { SettingsSection } from '@/components/ui/settings-section'
import { describeError } from '@/lib/form-errors'
import { usePreferences } from '../hooks/use-preferences'
import { effectiveTheme, useThemeStore } from '../stores/theme-store'
import { isTheme } from '../stores/theme-rule'
import type { PreferenceKey } from '../stores/preference-store'
import { PreferenceChoices } from './preference-choices'

type SaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string }

/**
 * The preferences part of /settings (SPEC §8): safety filters, the empathy button's words, the theme
 * and reminders to take a breath, each saved the moment it changes, with a polite status line saying so.
 */
export function PreferenceSettings() {
  const preferences = usePreferences()
  const theme = useThemeStore((state) => effectiveTheme(state.choice))
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' })

  if (preferences.status === 'loading')
    return (
      <SettingsSection heading="Preferences">
        <LoadingStatus>Loading your preferences…</LoadingStatus>
      </SettingsSection>
    )
  if (preferences.status === 'unavailable')
    // Seed §8: the failure itself is only logged; here, where someone came to change them, a way on.
    return (
      <SettingsSection heading="Preferences">
        <p>Your preferences are not available just now. The usual ones apply meanwhile.</p>
        <Button variant="secondary" className="self-start" onClick={preferences.retry}>
          Try again
        </Button>
      </SettingsSection>
    )

  const choose = async (key: PreferenceKey, optionId: number, slug: string) => {
    if (key === 'theme' && isTheme(slug)) useThemeStore.getState().setTheme(slug)
    setStatus({ kind: 'saving' })
    try {
      await preferences.choose(key, optionId)
      setStatus({ kind: 'saved' })
    } catch (error) {
      setStatus({ kind: 'failed', message: describeError(error) })
    }
  }

  return (
    <SettingsSection heading="Preferences">
      <p>
        {preferences.signedIn
          ? 'Saved to your account as soon as you change them.'
          : 'Kept in this tab until you close it. Sign in to keep them on your account.'}
      </p>
      {preferences.categories.map((category) => (
        <PreferenceChoices
          key={category.key}
          category={category}
          // The theme in use may have changed with the header's toggle since it was last saved.
          isSelected={(option) => (category.key === 'theme' ? option.slug === theme : option.selected)}
          onChoose={(option) => void choose(category.key, option.id, option.slug)}
        />
      ))}
      <p role="status" className={status.kind === 'failed' ? 'font-semibold text-danger' : 'text-muted'}>
        {statusText(status, preferences.signedIn)}
      </p>
    </SettingsSection>
  )
}

function statusText(status: SaveStatus, signedIn: boolean): string {
  switch (status.kind) {
    case 'idle':
      return ''
    case 'saving':
      return 'Saving…'
    case 'saved':
      return signedIn ? 'Saved.' : 'Saved for this visit.'
    case 'failed':
      return `That change was not saved. ${status.message}`
  }
}
