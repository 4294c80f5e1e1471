import { signedInNewAccount } from './fixtures/accounts'
import { shareMemory, unique } from './fixtures/memories'
import { ROUTES } from './fixtures/routes'
import { expect, test } from './fixtures/test'
import { inPseudoLanguage, watchServerText } from './fixtures/untranslated'

// Every page shown in the pseudo-language (each message accented and lengthened, decision 080): any
// plain English left is a word that escaped the catalogs. The server's words (people's memories,
// names, content files, which have their own Spanish) are told apart by what the page was sent.
test.describe('every page in the pseudo-language', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a visitor sees no word outside the catalogs', async ({ page, health }) => {
    health.expectedErrors.push(/status of 404/)
    await inPseudoLanguage(page)
    const server = watchServerText(page)
    const left: Record<string, string[]> = {}
    for (const { path } of ROUTES) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const untranslated = await server.untranslated()
      if (untranslated.length > 0) left[path] = untranslated
    }
    expect(left).toEqual({})
  })

  test('a signed-in person sees no word outside the catalogs', async ({ page, request, health }) => {
    health.expectedErrors.push(/status of 404/)
    await signedInNewAccount(page, request, 'pseudo')
    const address = await shareMemory(page, {
      title: unique('Snow day'),
      body: 'We built a fort in the snow.',
    })
    await inPseudoLanguage(page)
    const server = watchServerText(page)
    const left: Record<string, string[]> = {}
    for (const path of [...ROUTES.map((route) => route.path), address]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const untranslated = await server.untranslated()
      if (untranslated.length > 0) left[path] = untranslated
    }
    expect(left).toEqual({})
  })
})
