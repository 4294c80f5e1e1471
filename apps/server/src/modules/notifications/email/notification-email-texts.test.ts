import { describe, expect, it } from 'vitest'
import { EMAIL_SUBJECT } from '@kindred/contract/notifications-settings'
import { MINUTE } from '../../../lib/clock'
import { comment } from '../../../../test/comment-fixtures'
import { love, meToo, quickPerson, react } from '../../../../test/interaction-fixtures'
import { BODY, share, tagsOf } from '../../../../test/memory-fixtures'
import { buildNotificationsApp } from '../../../../test/notification-fixtures'
import { TestBrowser } from '../../../../test/test-browser'
import { chooseEmail, deliverDue, notificationMails } from '../../../../test/email-fixtures'

// What a notification mail shows (issue 26): others read inboxes. The discreet mail names no memory,
// tag, body, comment or person anywhere, headers included; the detailed one (opted into) shows the
// app's own sentences, which never name an anonymous person, and never a body, comment or tag.

const { app, mailbox, clock } = await buildNotificationsApp()
const afraid = (await tagsOf(new TestBrowser(app), 'feelings')).get('afraid')!
const TITLE = 'The locked cupboard under the stairs'
const COMMENT = 'I hid in a cupboard like that for years'

/** An author told of a named me too, an anonymous me too, a love and a comment; their one mail. */
async function mailAfterNews(detailed: boolean) {
  const author = await quickPerson(app, 'author')
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

describe('a discreet mail', () => {
  it('says how many and links into the app, and nothing of what or who', async () => {
    const { mail, author, named, unnamed, lover, commenter } = await mailAfterNews(false)
    expect(mail.subject).toBe(EMAIL_SUBJECT)
    expect(mail.text).toContain('There are 4 new things for you on Kindred.')
    expect(mail.text).toContain('Open Kindred:\nhttp://localhost:3000/home/notifications')
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
      'me too',
      'comment',
      'love',
    ]) {
      expect(mail.text.toLowerCase()).not.toContain(secret.toLowerCase())
    }
  })

  it('has a text and an HTML part', async () => {
    const { mail } = await mailAfterNews(false)
    expect(mail.text).toContain('Content-Type: text/plain')
    expect(mail.text).toContain('Content-Type: text/html')
  })
})

describe('a detailed mail (opted into)', () => {
  it("shows the app's sentences with titles and named people, never an anonymous one, a body, a comment or a tag", async () => {
    const { mail, named, unnamed, commenter } = await mailAfterNews(true)
    expect(mail.subject).toBe(EMAIL_SUBJECT)
    expect(mail.text).toContain(`${named.displayName} said me too to “${TITLE}”`)
    expect(mail.text).toContain(`Someone said me too to “Another title of mine”`)
    expect(mail.text).toContain(`${commenter.displayName} commented on “${TITLE}”`)
    expect(mail.text).not.toContain(unnamed.displayName)
    expect(mail.text).not.toContain(COMMENT)
    expect(mail.text).not.toContain(BODY.slice(0, 20))
    expect(mail.text).not.toContain(afraid.name)
  })
})
