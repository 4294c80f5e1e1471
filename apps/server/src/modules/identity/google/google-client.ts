import type * as Oidc from 'openid-client'

export interface GoogleSettings {
  clientId: string
  clientSecret: string
  issuer: string
}

/** Who the provider says signed in, from a validated ID token. */
export interface GoogleIdentity {
  subject: string
  email: string | undefined
  /** True only when the ID token says `email_verified: true` (a boolean, not the string). */
  emailVerified: boolean
}

/** What the start route sends the browser to, and what the callback needs to check the answer. */
export interface AuthorizationRequest {
  url: URL
  codeVerifier: string
  state: string
  nonce: string
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

// openid-client is loaded with the first sign-in attempt, not at start (issue 14: start-up memory).
let oidcModule: typeof Oidc | undefined
const loadOidc = async () => (oidcModule ??= await import('openid-client'))

/**
 * The OpenID Connect client for "Continue with Google" (authorization code flow with PKCE S256,
 * state and nonce). Discovery of the issuer happens on first use and is cached; a failed discovery
 * is retried on the next attempt. openid-client checks the ID token's signature, `iss` (the
 * discovered issuer, which discovery checks equals the configured one), `aud` (our client id),
 * `exp`/`iat`, `nonce`, the signature against the provider's JWKS (enabled below) and the
 * `state` of the authorization response.
 */
export function createGoogleClient(settings: GoogleSettings, redirectUri: string) {
  let discovered: Promise<Oidc.Configuration> | undefined

  function configuration(): Promise<Oidc.Configuration> {
    discovered ??= discover().catch((err: unknown) => {
      discovered = undefined
      throw err
    })
    return discovered
  }

  async function discover() {
    const oidc = await loadOidc()
    const issuer = new URL(settings.issuer)
    // Plain HTTP only ever for a provider on this machine: config refuses any other http issuer.
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)
    // The ID token comes straight from the token endpoint over TLS, so openid-client would not
    // check its signature by default (OIDC Core §3.1.3.7 allows that). We check it anyway, against
    // the provider's published keys (ASVS 9.1.1): a forged or altered token is refused.
    const execute = [oidc.enableNonRepudiationChecks]
    if (insecure) execute.push(oidc.allowInsecureRequests)
    return oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      execute,
      timeout: 10,
    })
  }

  return {
    redirectUri,

    async authorizationRequest(): Promise<AuthorizationRequest> {
      const config = await configuration()
      const oidc = await loadOidc()
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      return { url, codeVerifier, state, nonce }
    },

    /**
     * Checks the authorization response (`search`: the callback's query string) against the
     * attempt, redeems the code and validates the ID token. Throws on any failure.
     */
    async redeem(
      search: string,
      attempt: { codeVerifier: string; state: string; nonce: string },
    ): Promise<GoogleIdentity> {
      const config = await configuration()
      const oidc = await loadOidc()
      const currentUrl = new URL(redirectUri)
      currentUrl.search = search
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims) throw new GoogleSignInError('no-id-token')
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' && claims.email.length > 0 ? claims.email : undefined,
        emailVerified: claims.email_verified === true,
      }
    },
  }
}

export type GoogleClient = ReturnType<typeof createGoogleClient>

/** A refusal with a short reason code for the `auth.google.fail` log event. */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError'
  constructor(readonly reason: string) {
    super(reason)
  }
}

/**
 * A short reason code (and the library's error code) for a failed callback, for the log. Never
 * carries tokens, codes or claims: only the names of what failed.
 */
export function failureReason(err: unknown): { reason: string; code?: string; providerError?: string } {
  if (err instanceof GoogleSignInError) return { reason: err.reason }
  // Its errors exist only once a sign-in attempt has loaded the library.
  const oidc = oidcModule
  if (oidc && err instanceof oidc.AuthorizationResponseError) {
    return { reason: 'provider-error', code: err.code, providerError: err.error.slice(0, 64) }
  }
  if (oidc && err instanceof oidc.ResponseBodyError) {
    return { reason: 'token-endpoint-error', code: err.code, providerError: err.error.slice(0, 64) }
  }
  const rawCode = (err as { code?: unknown } | null | undefined)?.code
  const code = typeof rawCode === 'string' ? rawCode : undefined
  // openid-client wraps the check that failed: its message names the claim or parameter.
  const cause = err instanceof Error ? err.cause : undefined
  const message = [err, cause].map((e) => (e instanceof Error ? e.message : '')).join(' ')
  const reasons: [RegExp, string][] = [
    [/signature verification failed/, 'id-token-signature-invalid'],
    [/"alg"/, 'id-token-algorithm-refused'],
    [/"exp"/, 'id-token-expired'],
    [/"state"/, 'state-mismatch'],
    [/"nonce"/, 'nonce-mismatch'],
    [/"aud"/, 'audience-mismatch'],
    [/"iss"/, 'issuer-mismatch'],
  ]
  const reason =
    reasons.find(([pattern]) => pattern.test(message))?.[1] ??
    (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED'
      ? 'id-token-time-invalid'
      : code?.startsWith('OAUTH_')
        ? 'invalid-response'
        : 'provider-unreachable')
  return { reason, code }
}
