import { expectAccessibleInBothThemes } from './fixtures/axe'
import {
  anotherNamedPerson,
  authorWithMemory,
  empathyButton,
  expectNotHere,
  openMemory,
  shareWithConnections,
} from './fixtures/interactions'
import { feedLists, memoryOnItsPage, shareMemory, unique } from './fixtures/memories'
import { expect, test } from './fixtures/test'

// What people give each other around a memory (SPEC §6): a me too with a private note, kind words,
// comments and replies, love sent back; asking to connect, memories for connections only, and
// blocking. Two people, each in a browser of their own.

test('a reader says me too with a note, gives kind words and comments; the author sees the note, sends love back and replies', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000)
  // A, the author, in the test's own browser.
  const { title, link, ...author } = await authorWithMemory(page, request, 'me-too-author', {
    title: 'The kitchen with the yellow door',
    body: 'Every evening the radio was loud so nobody had to talk.',
  })
  await expect(page.getByText(/Nobody has responded yet\. People who relate can say “Me too”/)).toBeVisible()

  // B, a reader, in a browser of their own.
  const reader = await anotherNamedPerson(browser, request, 'me-too-reader')
  const readersView = await openMemory(reader.page, link, title)
  const meToo = empathyButton(readersView)
  await expect(meToo).toHaveAttribute('aria-expanded', 'false')
  await meToo.click()
  const form = reader.page.getByRole('form', { name: 'Say Me too' })
  await expect(form).toBeVisible()
  await expect(form.getByText('Only the person who shared this will read it.')).toBeVisible()
  // It starts without the reader's name (decision 057); this reader chooses to give it.
  const withoutName = form.getByRole('checkbox', { name: /Say it without my name/ })
  await expect(withoutName).toBeChecked()
  await withoutName.uncheck()
  const note = 'I had the same kitchen.'
  await form.getByRole('textbox', { name: 'A note (optional)' }).fill(note)
  await expect(form.getByText(`${note.length} of`)).toBeVisible()
  await expectAccessibleInBothThemes(reader.page, 'a memory’s page with the me-too form open')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form).toHaveCount(0)
  await expect(readersView.getByRole('status').filter({ hasText: 'You said “Me too”.' })).toBeVisible()
  await expect(meToo).toHaveAccessibleName(/^Me too\s*1\s*\(you said this\)$/)

  // A few kind words: the phrase shows as given, with its count.
  const kindWords = readersView.getByRole('group', { name: 'Say it in a few words' })
  const believe = kindWords.getByRole('button', { name: /^I believe you/ })
  await expect(believe).toHaveAttribute('aria-pressed', 'false')
  await believe.click()
  await expect(believe).toHaveAttribute('aria-pressed', 'true')
  await expect(believe).toHaveAccessibleName(/^I believe you\s*1$/)
  await expect(readersView.getByRole('status').filter({ hasText: 'You said “I believe you”.' })).toBeVisible()

  // A comment, under the reader's name.
  const comment = `The radio in ours was always on the news. ${Date.now()}`
  const addComment = reader.page.getByRole('form', { name: 'Add a comment' })
  await addComment.getByRole('textbox', { name: 'Add a comment' }).fill(comment)
  const commentWithoutName = addComment.getByRole('checkbox', { name: 'Comment without my name' })
  await expect(commentWithoutName).toBeChecked()
  await commentWithoutName.uncheck()
  await addComment.getByRole('button', { name: 'Post comment' }).click()
  await expect(reader.page.getByText('Your comment is posted.')).toBeVisible()
  const readersComment = reader.page
    .getByRole('list', { name: 'Comments' })
    .getByRole('article', { name: `Comment by ${reader.name}` })
  await expect(readersComment).toContainText(comment)
  await expect(readersComment).toContainText('Your comment')
  await expect(reader.page.getByRole('heading', { level: 2, name: /^Comments \(1 comment\)$/ })).toBeVisible()

  // The reader's choices are kept: after a reload the button and the phrase are still theirs.
  await reader.page.reload()
  await expect(empathyButton(memoryOnItsPage(reader.page))).toHaveAccessibleName(/\(you said this\)$/)
  await expect(
    memoryOnItsPage(reader.page)
      .getByRole('group', { name: 'Say it in a few words' })
      .getByRole('button', { name: /^I believe you/ }),
  ).toHaveAttribute('aria-pressed', 'true')

  // A, the author, sees who said it, with the note only they can read, and the counts.
  const authorsView = await openMemory(page, link, title)
  await expect(authorsView.getByRole('list', { name: 'How people responded' })).toContainText(
    '1 person said “Me too”',
  )
  await expect(empathyButton(authorsView)).toHaveCount(0)
  await expect(authorsView.getByText('Kind words', { exact: true })).toBeVisible()
  await expect(authorsView.getByRole('listitem').filter({ hasText: 'I believe you' })).toContainText('1')
  const whoSaid = page.getByRole('region', { name: 'People who said “Me too”' })
  await expect(whoSaid.getByText('Only you can see this list and the notes in it.')).toBeVisible()
  const readersMeToo = whoSaid.getByRole('listitem').filter({ hasText: reader.name })
  await expect(readersMeToo).toHaveCount(1)
  await expect(readersMeToo).toContainText(note)
  const loveBack = readersMeToo.getByRole('button', { name: `Send love back to ${reader.name}` })
  await expect(loveBack).toHaveAttribute('aria-pressed', 'false')
  await loveBack.click()
  await expect(loveBack).toHaveAttribute('aria-pressed', 'true')
  await expect(whoSaid.getByRole('status')).toHaveText(`Love sent back to ${reader.name}.`)

  // A replies to the reader's comment.
  const commentForAuthor = page
    .getByRole('list', { name: 'Comments' })
    .getByRole('article', { name: `Comment by ${reader.name}` })
  await expect(commentForAuthor).toContainText(comment)
  await commentForAuthor.getByRole('button', { name: 'Reply' }).click()
  const replyForm = page.getByRole('form', { name: `Reply to ${reader.name}` })
  const replyBox = replyForm.getByRole('textbox', { name: `Your reply to ${reader.name}` })
  await expect(replyBox).toBeFocused()
  const reply = `Thank you for telling me. ${Date.now()}`
  await replyBox.fill(reply)
  await replyForm.getByRole('checkbox', { name: 'Reply without my name' }).uncheck()
  await replyForm.getByRole('button', { name: 'Post reply' }).click()
  await expect(page.getByText('Your reply is posted.')).toBeVisible()
  const authorsReply = page
    .getByRole('list', { name: `Replies to ${reader.name}` })
    .getByRole('article', { name: `Reply by ${author.name}` })
  await expect(authorsReply).toContainText(reply)
  await expect(authorsReply).toContainText('Author')

  // Love sent back stays sent after a reload.
  await page.reload()
  await expect(
    page
      .getByRole('region', { name: 'People who said “Me too”' })
      .getByRole('button', { name: `Send love back to ${reader.name}` }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('list', { name: `Replies to ${reader.name}` })).toContainText(reply)
  await expectAccessibleInBothThemes(page, 'the author’s memory page with the me-too notes and comments')

  // The reader reloads and finds the reply under their comment.
  await reader.page.reload()
  const replyForReader = reader.page
    .getByRole('list', { name: `Replies to ${reader.name}` })
    .getByRole('article', { name: `Reply by ${author.name}` })
  await expect(replyForReader).toContainText(reply)
  // The me-too list and its notes are the author's alone.
  await expect(reader.page.getByRole('region', { name: /People who said/ })).toHaveCount(0)
  await expect(reader.page.getByText(note)).toHaveCount(0)
  await reader.context.close()
})

test('the author blocks a reader from the reader’s memory: neither sees the other’s memories', async ({
  page,
  request,
  browser,
  health,
}) => {
  test.setTimeout(150_000)
  const { title, link } = await authorWithMemory(page, request, 'block-author', {
    title: 'The allotment gate',
    body: 'Grandad let me water the beans, and nobody shouted there.',
  })

  // B reads A's memory, and shares one of their own; A finds it in the feed.
  const reader = await anotherNamedPerson(browser, request, 'block-reader')
  await openMemory(reader.page, link, title)
  const readersTitle = unique('The shed with the torch')
  const readersLink = await shareMemory(reader.page, {
    title: readersTitle,
    body: 'I hid in the shed with a torch and a library book until it went quiet.',
  })
  expect(await feedLists(page, readersTitle), 'B’s memory in A’s feed before blocking').toBe(true)

  // A blocks B from B's memory, after a second step.
  const readersMemory = await openMemory(page, readersLink, readersTitle)
  const options = readersMemory.getByRole('button', { name: `Options for ${reader.name}` })
  await options.click()
  await expect(options).toHaveAttribute('aria-expanded', 'true')
  await readersMemory.getByRole('button', { name: `Block ${reader.name}…` }).click()
  const confirm = readersMemory.getByRole('group', { name: new RegExp(`^Block ${reader.name}\\?`) })
  await expect(confirm).toBeVisible()
  // The memory A is on belongs to someone now blocked: a refresh of it may be answered 404 before
  // A is taken to the feed.
  health.expectedErrors.push(/the server responded with a status of 404/)
  await confirm.getByRole('button', { name: 'Yes, block' }).click()
  // Their memory is no longer there for A: A lands on the feed, told what happened and how to undo it.
  await expect(page).toHaveURL(/\/memories$/)
  await expect(
    page.getByText(`You blocked ${reader.name}. Neither of you will see the other now.`),
  ).toBeVisible()

  // B's memory leaves A's feed; A's memory is not there for B.
  expect(await feedLists(page, readersTitle), 'B’s memory in A’s feed after blocking').toBe(false)
  await expectNotHere(reader.page, link, title)
  expect(await feedLists(reader.page, title), 'A’s memory in B’s feed after blocking').toBe(false)
  await reader.context.close()
})

// The journeys' server lets new accounts connect (NEW_ACCOUNT_HOURS=0 in playwright.config.ts);
// the 24-hour rule itself is tested on the API (connection-limits.test.ts).
test('a reader asks to connect, the author accepts on /home and shares with connections only; the reader reads it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000)
  const { title, link, ...author } = await authorWithMemory(page, request, 'connect-author', {
    title: 'The bus to my grandmother’s',
    body: 'On Saturdays I took the bus alone, and she always had soup waiting.',
  })

  const reader = await anotherNamedPerson(browser, request, 'connect-reader')
  await openMemory(reader.page, link, title)
  await reader.page.getByRole('button', { name: 'Ask to connect' }).click()
  const askForm = reader.page.getByRole('form', { name: `Ask ${author.name} to connect` })
  const message = `Your soup memory made me cry. ${Date.now()}`
  await askForm.getByRole('textbox', { name: `A message for ${author.name} (optional)` }).fill(message)
  await askForm.getByRole('button', { name: 'Send request' }).click()
  await expect(
    reader.page
      .getByRole('status')
      .filter({ hasText: `Request sent. ${author.name} can accept or decline it.` }),
  ).toBeVisible()
  await expect(reader.page.getByRole('button', { name: 'Withdraw request' })).toBeVisible()

  await page.goto('/home')
  const connections = page.getByRole('region', { name: 'Connections' })
  const waiting = connections
    .getByRole('list', { name: 'Requests to you' })
    .getByRole('listitem')
    .filter({ hasText: reader.name })
  await expect(waiting).toContainText(message)
  await expect(waiting.getByRole('link', { name: title })).toBeVisible()
  await expectAccessibleInBothThemes(page, '/home with a request to connect waiting')
  await waiting.getByRole('button', { name: `Accept ${reader.name}'s request` }).click()
  await expect(connections.getByRole('status')).toHaveText(`You are now connected with ${reader.name}.`)
  await expect(
    connections.getByRole('list', { name: 'Your connections' }).getByRole('listitem').filter({
      hasText: reader.name,
    }),
  ).toContainText('Connected since')

  await openMemory(reader.page, link, title)
  await expect(reader.page.getByText(`Connected with ${author.name}`)).toBeVisible()

  const privateTitle = unique('What I never told my teachers')
  const privateBody = 'I did my homework on the stairs because the kitchen was not safe.'
  const privateLink = await shareWithConnections(page, { title: privateTitle, body: privateBody })
  await expect(await openMemory(reader.page, privateLink, privateTitle)).toContainText(privateBody)
  const visitorContext = await browser.newContext()
  await expectNotHere(await visitorContext.newPage(), privateLink, privateTitle)
  await visitorContext.close()
  await reader.context.close()
})
