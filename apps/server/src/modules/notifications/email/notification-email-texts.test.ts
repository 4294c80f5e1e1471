import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '@kindred/contract/languages'
import { MINUTE } from '../../../lib/clock'
import { comment } from '../../../../test/comment-fixtures'
import { love, meToo, quickPerson, react } from '../../../../test/interaction-fixtures'
import { BODY, share, tagsOf } from '../../../../test/memory-fixtures'
import { buildNotificationsApp } from '../../../../test/notification-fixtures'
import { TestBrowser } from '../../../../test/test-browser'
import {
  chooseEmail,
  chooseLanguage,
  deliverDue,
  NOTIFICATION_SUBJECTS,
  notificationMails,
} from '../../../../test/email-fixtures'

// What a notification mail shows (issue 26): others read inboxes. The discreet mail names no memory,
// tag, body, comment or person anywhere, headers included; the detailed one (opted into) shows the
// app's own sentences, which never name an anonymous person, and never a body, comment or tag. The
// same in every language Kindred speaks (decision 084): the person's language changes the words,
// never what they give away.

const { app, mailbox, clock } = await buildNotificationsApp()
const afraid = (await tagsOf(new TestBrowser(app), 'feelings')).get('afraid')!
const TITLE = 'The locked cupboard under the stairs'
const COMMENT = 'I hid in a cupboard like that for years'

/** What each language's mail says of the news: the words that would give away what happened. */
const NEWS_WORDS: Record<Language, string[]> = {
  en: ['me too', 'comment', 'love'],
  es: ['a mí también', 'comentario', 'comentó', 'cariño'],
}
/** What each language's discreet mail says of how many. */
const FOUR_NEW: Record<Language, string> = {
  en: 'There are 4 new things for you on Kindred.',
  es: 'Tienes 4 novedades en Kindred.',
}
const OPEN_KINDRED: Record<Language, string> = { en: 'Open Kindred', es: 'Abrir Kindred' }

/** An author who reads `language`, told of a named me too, an anonymous me too, a love and a comment; their one mail. */
async function mailAfterNews(detailed: boolean, language: Language) {
  const author = await quickPerson(app, 'author')
  await chooseLanguage(author.browser, language)
  await chooseEmail(author.browser, { mode: 'immediate', detailed })
  const memory = await share(author.browser, { title: TITLE, tag_ids: [afraid.id] })
  const [named, unnamed, lover, commenter] = [
    await quickPerson(app, 'named'),
    await quickPerson(app, 'unnamed'),
    await quickPerson(app, 'lover'),
    await quickPerson(app, 'commenter'),
  ]
  await react(named.browser, meToo(memory.shareable_link))
  const other = await share(author.browser, { title: 'Another title of mine' })
  await react(unnamed.browser, meToo(other.shareable_link, { anonymous: true }))
  await react(lover.browser, love(memory.shareable_link))
  await comment(commenter.browser, memory.shareable_link, COMMENT)
  clock.advance(5 * MINUTE)
  await deliverDue(app)
  const mails = notificationMails(mailbox, author.email)
  expect(mails).toHaveLength(1)
  return { mail: mails[0]!, author, named, unnamed, lover, commenter }
}

describe.each(LANGUAGES)('a discreet mail in %s', (language) => {
  it('says how many and links into the app, and nothing of what or who', async () => {
    const { mail, author, named, unnamed, lover, commenter } = await mailAfterNews(false, language)
    expect(mail.subject).toBe(NOTIFICATION_SUBJECTS[language])
    expect(mail.text).toContain(FOUR_NEW[language])
    expect(mail.text).toContain(`${OPEN_KINDRED[language]}:\nhttp://localhost:3000/home/notifications`)
    // The whole message: headers, text part and HTML part.
    for (const secret of [
      TITLE,
      'cupboard',
      'Another title',
      afraid.name,
      BODY.slice(0, 20),
      COMMENT,
      author.displayName,
      named.displayName,
      unnamed.displayName,
      lover.displayName,
      commenter.displayName,
      ...NEWS_WORDS.en,
      ...NEWS_WORDS[language],
    ]) {
      expect(mail.text.toLowerCase()).not.toContain(secret.toLowerCase())
    }
  })

  it('has a text and an HTML part', async () => {
    const { mail } = await mailAfterNews(false, language)
    expect(mail.text).toContain('Content-Type: text/plain')
    expect(mail.text).toContain('Content-Type: text/html')
  })
})

describe('the subject', () => {
  it('is one per language, the same whatever the mail tells, and says nothing of it in any', async () => {
    const subjects = new Map<Language, Set<string>>()
    for (const language of LANGUAGES) {
      for (const detailed of [false, true]) {
        const { mail } = await mailAfterNews(detailed, language)
        subjects.set(language, (subjects.get(language) ?? new Set()).add(mail.subject))
      }
    }
    expect(Object.fromEntries([...subjects].map(([language, seen]) => [language, [...seen]]))).toEqual(
      Object.fromEntries(LANGUAGES.map((language) => [language, [NOTIFICATION_SUBJECTS[language]]])),
    )
    for (const subject of Object.values(NOTIFICATION_SUBJECTS)) {
      for (const words of [...Object.values(NEWS_WORDS).flat(), TITLE, afraid.name]) {
        expect(subject.toLowerCase()).not.toContain(words.toLowerCase())
      }
    }
  })
})

/** The sentences a detailed mail shows, in each language: a named me too, an anonymous one, a comment. */
const SENTENCES: Record<Language, (named: string, commenter: string) => string[]> = {
  en: (named, commenter) => [
    `${named} said me too to “${TITLE}”`,
    'Someone said me too to “Another title of mine”',
    `${commenter} commented on “${TITLE}”`,
  ],
  es: (named, commenter) => [
    `${named} dijo «A mí también» a «${TITLE}»`,
    'Alguien dijo «A mí también» a «Another title of mine»',
    `${commenter} comentó en «${TITLE}»`,
  ],
}

describe.each(LANGUAGES)('a detailed mail (opted into) in %s', (language) => {
  it("shows the app's sentences with titles and named people, never an anonymous one, a body, a comment or a tag", async () => {
    const { mail, named, unnamed, commenter } = await mailAfterNews(true, language)
    expect(mail.subject).toBe(NOTIFICATION_SUBJECTS[language])
    for (const sentence of SENTENCES[language](named.displayName, commenter.displayName)) {
      expect(mail.text).toContain(sentence)
    }
    expect(mail.text).not.toContain(unnamed.displayName)
    expect(mail.text).not.toContain(COMMENT)
    expect(mail.text).not.toContain(BODY.slice(0, 20))
    expect(mail.text).not.toContain(afraid.name)
  })
})
