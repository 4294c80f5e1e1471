import { setupI18n, type I18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Language } from '@kindred/contract/languages'
import { en, type Catalog, type MessageId } from '../locales/en'
import { es } from '../locales/es'

// The words the server says to a person (error messages and the few answers that are a sentence),
// in the reader's language, through Lingui's core (decisions 080, 081). Code names a message by its
// id; the text of each language is in src/locales/<language>.ts, written in ICU MessageFormat.

export type { MessageId }

/** What fills a message's placeholders: `{count, plural, …}` takes a number, `{until, date, utcDay}` a Date. */
export type MessageValues = Readonly<Record<string, string | number | Date>>

/** A message to be said in the reader's language: its id, with the values its placeholders take. */
export type Message = MessageId | { readonly id: MessageId; readonly values: MessageValues }

/** A message with placeholders, e.g. `message('moderation.adminStays', { name })`. */
export const message = (id: MessageId, values: MessageValues): Message => ({ id, values })

const CATALOGS: Readonly<Record<Language, Catalog>> = { en, es }

// The locales Intl formats with: English writes its dates as Britain does (7 December 2026), as the
// server always has.
const INTL_LOCALES: Readonly<Record<Language, string[]>> = { en: ['en-GB'], es: ['es'] }

// Named formats the messages may use. The server does not know the reader's time zone: a day is UTC's.
const FORMATS = {
  utcDay: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

const compiled = new Map<Language, I18n>()

/**
 * One Lingui instance per language, its catalog compiled on first use (a few milliseconds, once):
 * requests in different languages run side by side, so none is ever switched with `activate`.
 */
function i18nOf(language: Language): I18n {
  let i18n = compiled.get(language)
  if (!i18n) {
    const messages = Object.fromEntries(
      Object.entries(CATALOGS[language]).map(([id, text]) => [id, compileMessage(text)]),
    )
    i18n = setupI18n({
      locale: language,
      locales: INTL_LOCALES[language],
      messages: { [language]: messages },
    })
    compiled.set(language, i18n)
  }
  return i18n
}

/** The message in `language`. */
export function say(said: Message, language: Language): string {
  const { id, values } = typeof said === 'string' ? { id: said, values: undefined } : said
  return i18nOf(language)._(id, values, { formats: FORMATS })
}

/** The message in English: what logs and `Error.message` carry. */
export const english = (said: Message): string => say(said, 'en')

/** The id of the message whose English is exactly `text`, if one is: for texts the contract's schemas give. */
export function idOfEnglish(text: string): MessageId | undefined {
  englishIds ??= new Map(Object.entries(en).map(([id, source]) => [source, id as MessageId]))
  return englishIds.get(text)
}
let englishIds: Map<string, MessageId> | undefined
