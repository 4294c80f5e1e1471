import { FIRST_SCREEN_ANSWERS_ID } from '@kindred/contract/http'

/**
 * The answers the server sent inside the page for its first screen (decision 067): each stands in,
 * once, for the request the app would have made for that very address, on the page it was sent
 * with, while the page is new. Read at the first request and removed from the document then.
 */
const NEW_PAGE_MS = 15_000

let carried: { path: string; answers: Map<string, unknown> } | null = null

function normalized(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

function read(): { path: string; answers: Map<string, unknown> } {
  if (carried) return carried
  carried = { path: '', answers: new Map() }
  const element = document.getElementById(FIRST_SCREEN_ANSWERS_ID)
  if (!element) return carried
  element.remove()
  try {
    const data = JSON.parse(element.textContent ?? '') as {
      path: string
      answers: { url: string; body: unknown }[]
    }
    carried = { path: normalized(data.path), answers: new Map(data.answers.map((a) => [a.url, a.body])) }
  } catch {
    // Not what the server writes: the app asks for everything itself.
  }
  return carried
}

/** The answer the page came with for `url`, once; none once the person has moved on or waited. */
export function takeCarriedAnswer(url: string, pathname: string): { body: unknown } | undefined {
  const { path, answers } = read()
  if (!answers.has(url)) return undefined
  const body = answers.get(url)
  answers.delete(url)
  if (normalized(pathname) !== path || performance.now() > NEW_PAGE_MS) return undefined
  return { body }
}

/** After a sign-out, nothing the page came with may stand in for an answer. */
export function forgetCarriedAnswers(): void {
  read().answers.clear()
}
