/** The one answer to register, resend and forgot: the same whether or not the address has an account. */
export const ACCEPTED_MESSAGE =
  "If this address can be used, we've sent a link to it. Please check your inbox (and spam folder)."

/** Every used, expired or unknown link gets this same answer. */
export const INVALID_LINK = 'This link has expired or was already used. You can ask for a new one.'

export const INVALID_CREDENTIALS =
  'That email and password do not match an account. Please check them and try again.'
