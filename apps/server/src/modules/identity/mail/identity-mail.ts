import type { Language } from '@kindred/contract/languages'
import type { Mail } from '../../../lib/mailer'
import { composeMail } from '../../../lib/mail-layout'
import { message, say, type Message, type MessageId } from '../../../lib/messages'

/** Who a mail goes to, and the language it is written in (language-for.ts chooses it). */
type Base = { to: string; appOrigin: string; displayName: string; language: Language }
type WithToken = Base & { token: string }

// Tokens travel in the URL fragment, which browsers never send to a server (SPEC §3.2).
const link = (appOrigin: string, page: string, token: string) => `${appOrigin}${page}#token=${token}`

/**
 * Every identity mail has one shape: a greeting by pseudonym, what happened, what to do if it was
 * not them, and one link. Written once so the messages differ only in their words, each a message
 * of the catalogs (src/locales/mail-*.ts) said in the mail's language.
 */
function identityMail(
  m: Base,
  content: {
    subject: MessageId
    what: Message
    ifNotYou: MessageId
    link: { label: MessageId; url: string }
  },
): Mail {
  const said = (words: Message) => say(words, m.language)
  return composeMail({
    to: m.to,
    language: m.language,
    appOrigin: m.appOrigin,
    subject: said(content.subject),
    paragraphs: [
      said(message('mail.greeting', { name: m.displayName })),
      said(content.what),
      said(content.ifNotYou),
    ],
    link: { label: said(content.link.label), url: content.link.url },
  })
}

export function verificationMail(m: WithToken): Mail {
  return identityMail(m, {
    subject: 'mail.verify.subject',
    what: 'mail.verify.what',
    ifNotYou: 'mail.verify.ifNotYou',
    link: { label: 'mail.verify.link', url: link(m.appOrigin, '/auth/verify', m.token) },
  })
}

export function alreadyRegisteredMail(m: Base): Mail {
  return identityMail(m, {
    subject: 'mail.alreadyRegistered.subject',
    what: 'mail.alreadyRegistered.what',
    ifNotYou: 'mail.alreadyRegistered.ifNotYou',
    link: { label: 'mail.alreadyRegistered.link', url: `${m.appOrigin}/login` },
  })
}

export function resetPasswordMail(m: WithToken): Mail {
  return identityMail(m, {
    subject: 'mail.reset.subject',
    what: 'mail.reset.what',
    ifNotYou: 'mail.reset.ifNotYou',
    link: { label: 'mail.reset.link', url: link(m.appOrigin, '/auth/reset-password', m.token) },
  })
}

export function changePasswordMail(m: WithToken & { settingFirst: boolean }): Mail {
  const url = link(m.appOrigin, '/auth/confirm-password', m.token)
  return identityMail(
    m,
    m.settingFirst
      ? {
          subject: 'mail.setPassword.subject',
          what: 'mail.setPassword.what',
          ifNotYou: 'mail.ifNotAsked',
          link: { label: 'mail.setPassword.link', url },
        }
      : {
          subject: 'mail.changePassword.subject',
          what: 'mail.changePassword.what',
          ifNotYou: 'mail.ifNotAsked',
          link: { label: 'mail.changePassword.link', url },
        },
  )
}

export function passwordChangedMail(m: Base): Mail {
  return identityMail(m, {
    subject: 'mail.passwordChanged.subject',
    what: 'mail.passwordChanged.what',
    ifNotYou: 'mail.passwordChanged.ifNotYou',
    link: { label: 'mail.passwordChanged.link', url: `${m.appOrigin}/auth/reset-password` },
  })
}

export function changeEmailMail(m: WithToken): Mail {
  return identityMail(m, {
    subject: 'mail.changeEmail.subject',
    what: 'mail.changeEmail.what',
    ifNotYou: 'mail.ifNotAsked',
    link: { label: 'mail.changeEmail.link', url: link(m.appOrigin, '/auth/confirm-email', m.token) },
  })
}

export function emailChangeNoticeMail(m: Base & { newEmail: string }): Mail {
  return identityMail(m, {
    subject: 'mail.emailChangeNotice.subject',
    what: message('mail.emailChangeNotice.what', { newEmail: m.newEmail }),
    ifNotYou: 'mail.emailChangeNotice.ifNotYou',
    link: { label: 'mail.emailChangeNotice.link', url: `${m.appOrigin}/settings` },
  })
}
