import { connect } from './comment-fixtures'
import { buildMemoriesApp, person, tagsOf } from './memory-fixtures'
import { TestBrowser } from './test-browser'

/**
 * The readers the search suites compare what they are shown for (decisions 064, 070): an author, a
 * friend connected to them, a stranger, a visitor signed out, and the tag "afraid" to filter by.
 */
export async function searchReaders() {
  const built = await buildMemoriesApp()
  const { app, mailbox } = built
  const author = await person(app, mailbox)
  const friend = await person(app, mailbox)
  const stranger = await person(app, mailbox)
  await connect(app, author.id, friend.id)
  const visitor = new TestBrowser(app)
  const afraid = (await tagsOf(visitor, 'feelings')).get('afraid')!
  return { ...built, author, friend, stranger, visitor, afraid }
}
