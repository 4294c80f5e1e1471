import { EMAIL_SUBJECT } from '@kindred/contract/notifications-settings-constants'

// What Kindred's mails say (decision 084), in English: the source of mail-es.ts, spread into en.ts so
// every mail text is a message like any other (an id, ICU MessageFormat, a Spanish text the compiler
// and locales/catalogs.test.ts demand). Subjects say nothing of what a mail is about beyond the
// account itself; a notification mail's subject is the contract's, the same for everyone.
export const mailEn = {
  // The shape every mail shares (lib/mail-layout.ts)
  'mail.signOff': 'With care,',
  'mail.footer':
    "You are receiving this because of your Kindred account. If you are struggling right now, Kindred's help page lists free crisis lines:",
  'mail.buttonFallback': 'If the button does not work, copy this address into your browser:',
  'mail.greeting': 'Hello {name},',
  'mail.ifNotAsked': 'If you did not ask for this, you can ignore this message.',

  // identity's mails (modules/identity/mail/identity-mail.ts)
  'mail.verify.subject': 'Confirm your email for Kindred',
  'mail.verify.what':
    'Thank you for joining Kindred. Please confirm this is your email address. The link works once, for 24 hours.',
  'mail.verify.ifNotYou':
    'If you did not create an account, you can ignore this message; nothing will happen.',
  'mail.verify.link': 'Confirm my email',
  'mail.alreadyRegistered.subject': 'Someone tried to create a Kindred account with your email',
  'mail.alreadyRegistered.what':
    'Someone just tried to create a new Kindred account with this email address. You already have an account, so nothing was changed.',
  'mail.alreadyRegistered.ifNotYou':
    'If it was you, you can sign in as usual, or reset your password if you have forgotten it. If it was not you, you do not need to do anything.',
  'mail.alreadyRegistered.link': 'Sign in',
  'mail.reset.subject': 'Reset your Kindred password',
  'mail.reset.what':
    'We received a request to reset your password. The link works once, for 30 minutes. Resetting signs you out everywhere.',
  'mail.reset.ifNotYou':
    'If you did not ask for this, you can ignore this message; your password stays as it is.',
  'mail.reset.link': 'Choose a new password',
  'mail.setPassword.subject': 'Set a password for Kindred',
  'mail.setPassword.what':
    'You asked to set a password. The link works once, for 30 minutes. Other devices will be signed out.',
  'mail.setPassword.link': 'Set my password',
  'mail.changePassword.subject': 'Change your Kindred password',
  'mail.changePassword.what':
    'You asked to change your password. The link works once, for 30 minutes. Other devices will be signed out.',
  'mail.changePassword.link': 'Change my password',
  'mail.passwordChanged.subject': 'Your Kindred password was changed',
  'mail.passwordChanged.what':
    'The password of your Kindred account was just changed, and other devices were signed out.',
  'mail.passwordChanged.ifNotYou':
    'If this was not you, reset your password now from the sign-in page and review your sessions in Settings.',
  'mail.passwordChanged.link': 'Reset my password',
  'mail.changeEmail.subject': 'Confirm your new email for Kindred',
  'mail.changeEmail.what':
    'You asked to use this address for your Kindred account. The link works once, for 24 hours. Until you open it, your old address stays in use.',
  'mail.changeEmail.link': 'Use this email',
  'mail.emailChangeNotice.subject': 'Your Kindred email is being changed',
  'mail.emailChangeNotice.what':
    'Someone signed in to your Kindred account asked to change its email to {newEmail}. It changes only when that address confirms.',
  'mail.emailChangeNotice.ifNotYou':
    'If this was not you, change your password now and end your other sessions in Settings.',
  'mail.emailChangeNotice.link': 'Open Settings',

  // A notification mail or digest (modules/notifications/email/notification-mail.ts): a count, never what
  'notificationMail.subject': EMAIL_SUBJECT,
  'notificationMail.greeting': 'Hello,',
  'notificationMail.count':
    'There {count, plural, one {is # new thing} other {are # new things}} for you on Kindred.',
  'notificationMail.more': 'and {more, plural, one {# more} other {# more}}',
  'notificationMail.open': 'Open Kindred',
  'notificationMail.why':
    'You get these mails because you chose them in your settings, where you can change how often they come or what they show:',
  'notificationMail.stop': 'To stop them, without signing in:',
} as const
