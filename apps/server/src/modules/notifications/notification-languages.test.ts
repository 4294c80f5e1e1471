import { describe, expect, it } from 'vitest'
import { chooseLanguage } from '../../../test/email-fixtures'
import { meToo, quickPerson, react } from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'
import { allNotifications, buildNotificationsApp } from '../../../test/notification-fixtures'

// The sentence of each notification the app lists, in the request's language (decision 084): the
// person's saved one, else their browser's. The live stream's is in notification-stream.test.ts.

const { app } = await buildNotificationsApp()

/** An author told that a named person and an anonymous one said me too; the giver's name. */
async function authorWithNews() {
  const author = await quickPerson(app, 'author')
  const [named, unnamed] = [await quickPerson(app, 'named'), await quickPerson(app, 'unnamed')]
  const memory = await share(author.browser, { title: 'Snow days' })
  const other = await share(author.browser, { title: 'Summer rain' })
  expect((await react(named.browser, meToo(memory.shareable_link))).statusCode).toBe(201)
  expect((await react(unnamed.browser, meToo(other.shareable_link, { anonymous: true }))).statusCode).toBe(
    201,
  )
  return { author, named }
}

const texts = async (author: Awaited<ReturnType<typeof authorWithNews>>['author']) =>
  (await allNotifications(author.browser)).map((notification) => notification.text).sort()

describe('the notifications a person lists', () => {
  it('say their sentences in the language the person saved, whatever the browser says', async () => {
    const { author, named } = await authorWithNews()
    await chooseLanguage(author.browser, 'es')
    author.browser.speaking('en')
    expect(await texts(author)).toEqual(
      [
        'Alguien dijo «A mí también» a «Summer rain»',
        `${named.displayName} dijo «A mí también» a «Snow days»`,
      ].sort(),
    )
  })

  it("say them in the browser's language when the person saved none, and English to an English one", async () => {
    const { author, named } = await authorWithNews()
    author.browser.speaking('es-AR,es;q=0.9')
    expect(await texts(author)).toContain(`${named.displayName} dijo «A mí también» a «Snow days»`)
    author.browser.speaking('en-US')
    expect(await texts(author)).toEqual(
      [`${named.displayName} said me too to “Snow days”`, 'Someone said me too to “Summer rain”'].sort(),
    )
  })
})
