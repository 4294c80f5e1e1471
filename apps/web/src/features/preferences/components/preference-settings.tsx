import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
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
  const { t, i18n } = useLingui()
  const preferences = usePreferences()
  const theme = useThemeStore((state) => effectiveTheme(state.choice))
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' })

  if (preferences.status === 'loading')
    return (
      <SettingsSection heading={t`Preferences`}>
        <LoadingStatus>{t`Loading your preferences…`}</LoadingStatus>
      </SettingsSection>
    )
  if (preferences.status === 'unavailable')
    // Seed §8: the failure itself is only logged; here, where someone came to change them, a way on.
    return (
      <SettingsSection heading={t`Preferences`}>
        <p>
          <Trans>Your preferences are not available just now. The usual ones apply meanwhile.</Trans>
        </p>
        <Button variant="secondary" className="self-start" onClick={preferences.retry}>
          <Trans>Try again</Trans>
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
    <SettingsSection heading={t`Preferences`}>
      <p>
        {preferences.signedIn ? (
          <Trans>Saved to your account as soon as you change them.</Trans>
        ) : (
          <Trans>Kept in this tab until you close it. Sign in to keep them on your account.</Trans>
        )}
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
        {statusText(i18n, status, preferences.signedIn)}
      </p>
    </SettingsSection>
  )
}

function statusText(i18n: I18n, status: SaveStatus, signedIn: boolean): string {
  switch (status.kind) {
    case 'idle':
      return ''
    case 'saving':
      return i18n._(msg`Saving…`)
    case 'saved':
      return signedIn ? i18n._(msg`Saved.`) : i18n._(msg`Saved for this visit.`)
    case 'failed': {
      // The reason is the server's or the connection's, already in the shown language.
      const reason = status.message
      return i18n._(msg`That change was not saved. ${reason}`)
    }
  }
}
