/** A well-formed token of the four kinds (43 base64url characters), as an email link carries it. */
export const SAMPLE_TOKEN = 'Kx7_q-2mPz8wVb3nLr5tYc9dHf1gJk4sQa6eUo0iWxZ'

/** Opens the browser at an email link: the token in the fragment, where the server puts it. */
export function arriveFromEmailLink(path: string, token = SAMPLE_TOKEN): void {
  window.history.replaceState(null, '', `${path}#token=${token}`)
}
