import type { Mail } from '../../../lib/mailer'
import { composeMail } from '../../../lib/mail-layout'

type Base = { to: string; appOrigin: string; displayName: string }
type WithToken = Base & { token: string }

// Tokens travel in the URL fragment, which browsers never send to a server (SPEC §3.2).
const link = (appOrigin: string, page: string, token: string) => `${appOrigin}${page}#token=${token}`

/**
 * Every identity mail has one shape: a greeting by pseudonym, what happened, what to do if it was
 * not them, and one link. Written once so the messages differ only in their words.
 */
function identityMail(
  m: Base,
  content: { subject: string; what: string; ifNotYou: string; link: { label: string; url: string } },
): Mail {
  return composeMail({
    to: m.to,
    appOrigin: m.appOrigin,
    subject: content.subject,
    paragraphs: [`Hello ${m.displayName},`, content.what, content.ifNotYou],
    link: content.link,
  })
}

export function verificationMail(m: WithToken): Mail {
  return identityMail(m, {
    subject: 'Confirm your email for Kindred',
    what: 'Thank you for joining Kindred. Please confirm this is your email address. The link works once, for 24 hours.',
    ifNotYou: 'If you did not create an account, you can ignore this message; nothing will happen.',
    link: { label: 'Confirm my email', url: link(m.appOrigin, '/auth/verify', m.token) },
  })
}

export function alreadyRegisteredMail(m: Base): Mail {
  return identityMail(m, {
    subject: 'Someone tried to create a Kindred account with your email',
    what: 'Someone just tried to create a new Kindred account with this email address. You already have an account, so nothing was changed.',
    ifNotYou:
      'If it was you, you can sign in as usual, or reset your password if you have forgotten it. If it was not you, you do not need to do anything.',
    link: { label: 'Sign in', url: `${m.appOrigin}/login` },
  })
}

export function resetPasswordMail(m: WithToken): Mail {
  return identityMail(m, {
    subject: 'Reset your Kindred password',
    what: 'We received a request to reset your password. The link works once, for 30 minutes. Resetting signs you out everywhere.',
    ifNotYou: 'If you did not ask for this, you can ignore this message; your password stays as it is.',
    link: { label: 'Choose a new password', url: link(m.appOrigin, '/auth/reset-password', m.token) },
  })
}

export function changePasswordMail(m: WithToken & { settingFirst: boolean }): Mail {
  const what = m.settingFirst ? 'set a password' : 'change your password'
  return identityMail(m, {
    subject: m.settingFirst ? 'Set a password for Kindred' : 'Change your Kindred password',
    what: `You asked to ${what}. The link works once, for 30 minutes. Other devices will be signed out.`,
    ifNotYou: 'If you did not ask for this, you can ignore this message.',
    link: {
      label: m.settingFirst ? 'Set my password' : 'Change my password',
      url: link(m.appOrigin, '/auth/confirm-password', m.token),
    },
  })
}

export function passwordChangedMail(m: Base): Mail {
  return identityMail(m, {
    subject: 'Your Kindred password was changed',
    what: 'The password of your Kindred account was just changed, and other devices were signed out.',
    ifNotYou:
      'If this was not you, reset your password now from the sign-in page and review your sessions in Settings.',
    link: { label: 'Reset my password', url: `${m.appOrigin}/auth/reset-password` },
  })
}

export function changeEmailMail(m: WithToken): Mail {
  return identityMail(m, {
    subject: 'Confirm your new email for Kindred',
    what: 'You asked to use this address for your Kindred account. The link works once, for 24 hours. Until you open it, your old address stays in use.',
    ifNotYou: 'If you did not ask for this, you can ignore this message.',
    link: { label: 'Use this email', url: link(m.appOrigin, '/auth/confirm-email', m.token) },
  })
}

export function emailChangeNoticeMail(m: Base & { newEmail: string }): Mail {
  return identityMail(m, {
    subject: 'Your Kindred email is being changed',
    what: `Someone signed in to your Kindred account asked to change its email to ${m.newEmail}. It changes only when that address confirms.`,
    ifNotYou: 'If this was not you, change your password now and end your other sessions in Settings.',
    link: { label: 'Open Settings', url: `${m.appOrigin}/settings` },
  })
}
