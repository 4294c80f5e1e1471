import { i18n } from '@lingui/core'
import type { QueryKey } from '@tanstack/react-query'

/**
 * The server words its answers in the language the page shows (tag names, guide content, labels,
 * notification texts: api-client's Accept-Language, read from the same `i18n.locale`), so every key
 * of such an answer ends in it: switching the language asks for a copy in the new one, without a
 * reload, and switching back finds the first still kept. A prefix without it reaches every
 * language's copy, which is what a change refreshes.
 */
export const worded = <const K extends readonly unknown[]>(key: K) => [...key, i18n.locale] as const

/** Whether a cached answer is worded in the language the page shows now. */
export const wordedAsShown = (query: { queryKey: QueryKey }) => query.queryKey.at(-1) === i18n.locale
