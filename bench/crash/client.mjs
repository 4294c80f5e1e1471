import fs from 'node:fs'
import path from 'node:path'

// The crash harness's HTTP side: one request helper, signing in, and the development outbox the
// verification links are read from (the server writes mail there when SMTP_URL is unset).

export const PASSWORD = 'a long crash harness passphrase'

/**
 * One request to the server at `origin`, as a browser sends it: JSON, the Origin header, and the
 * person's cookies and CSRF header when `as` is a signed-in person. Resolves once the whole answer
 * has arrived (what "acknowledged" means here); rejects when the connection breaks first.
 */
export async function request(origin, method, url, { as, body, timeoutMs } = {}) {
  const headers = { origin }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (as) Object.assign(headers, { cookie: as.cookie, 'x-csrf-token': as.csrf })
  const res = await fetch(origin + url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
  })
  const text = await res.text()
  let json = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    /* not JSON: kept as text below */
  }
  return { status: res.status, ok: res.ok, body: json ?? text, setCookies: res.headers.getSetCookie() }
}

/** The cookies and CSRF value a sign-in (or a verification) answered with. */
export function sessionOf(setCookies) {
  const pairs = setCookies.map((c) => c.split(';')[0])
  const csrf = pairs.find((c) => c.startsWith('csrfToken='))?.split('=')[1]
  if (!csrf) throw new Error('the answer started no session')
  return { cookie: pairs.join('; '), csrf }
}

/** Signs a person in with their password; their session is stored on them. */
export async function signIn(origin, person) {
  const res = await request(origin, 'POST', '/api/v1/auth/login', {
    body: { email: person.email, password: PASSWORD },
    timeoutMs: 60_000,
  })
  if (!res.ok)
    throw new Error(`sign-in of ${person.email} refused: ${res.status} ${JSON.stringify(res.body)}`)
  person.session = sessionOf(res.setCookies)
  person.publicId = res.body.user.public_id
}

/**
 * The verification links in DATA_DIR/outbox, by address. Each file is read once it holds a link (a
 * file being written is read again next time), so polling stays cheap as the folder grows.
 */
export function outboxReader(dataDir) {
  const folder = path.join(dataDir, 'outbox')
  const read = new Set()
  const tokens = new Map()
  const scan = () => {
    if (!fs.existsSync(folder)) return
    for (const file of fs.readdirSync(folder)) {
      if (read.has(file)) continue
      const mail = fs
        .readFileSync(path.join(folder, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
      const to = /^To: (?:.*<)?([^<>\s]+@[^<>\s]+?)>?\s*$/im.exec(mail)?.[1]?.toLowerCase()
      const token = /\/auth\/verify#token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1]
      if (!to) continue
      read.add(file)
      // A newer link voids older ones; file names start with the time they were written.
      if (token) tokens.set(to, token)
    }
  }
  return {
    /** The latest verification token mailed to `email`, waiting up to `waitMs` for it. */
    async token(email, waitMs) {
      const deadline = Date.now() + waitMs
      for (;;) {
        scan()
        const token = tokens.get(email)
        if (token || Date.now() >= deadline) return token
        await new Promise((r) => setTimeout(r, 50))
      }
    },
  }
}

/** Opens the verification link mailed to `email`; resolves to the person signed in, or null. */
export async function verifyThroughOutbox(origin, outbox, email, { waitMs = 15_000 } = {}) {
  const token = await outbox.token(email, waitMs)
  if (!token) return null
  const verified = await request(origin, 'POST', '/api/v1/auth/verify-email', { body: { token } })
  if (!verified.ok) return null
  return { email, session: sessionOf(verified.setCookies), publicId: verified.body.user.public_id }
}
