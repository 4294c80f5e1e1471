import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { formatDate, formatDateTime, formatRelativeTime, formatTime } from './format-date'
import { formatNumber } from './format-number'

/**
 * The date, time and number formats of the language shown, for a component: it is drawn again when
 * the person changes language, so a date never stays in the language it was first written in
 * (calling formatDateTime directly in a component that does not otherwise read the language would).
 */
export function useFormats() {
  const language = useLingui().i18n.locale
  return useMemo(
    () => ({
      dateTime: (iso: string) => formatDateTime(iso, language),
      date: (iso: string) => formatDate(iso, language),
      time: (iso: string, options?: { timeZone?: string }) => formatTime(iso, options, language),
      relativeTime: (iso: string, now?: number) => formatRelativeTime(iso, now, language),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, options, language),
    }),
    [language],
  )
}
