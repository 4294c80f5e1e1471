import {
  COMMENTS_CONNECTIONS_MESSAGE,
  COMMENTS_OFF_MESSAGE,
  REPLY_DEPTH_MESSAGE,
} from '@kindred/contract/comments-constants'
import * as connect from '@kindred/contract/connections-constants'
import { SESSION_ID_INVALID, SESSION_ID_NOT_FOUND } from '@kindred/contract/errors-constants'
import {
  ANONYMOUS_CONNECTIONS_MESSAGE,
  MEMORY_BODY_MIN,
  MEMORY_TAGS_MAX,
} from '@kindred/contract/memories-constants'
import { SUSPENSION_DAYS } from '@kindred/contract/moderation-queue-constants'
import { contractFieldsEn } from './contract-fields-en'
import { mailEn } from './mail-en'
import { notificationTextsEn } from './notification-texts-en'

// What the server says to a person, in English, by a stable id (decision 081): the source every other
// language translates (src/locales/es.ts), in ICU MessageFormat ({name}, {count, plural, …}). An id
// never changes meaning: a new sentence gets a new id. Texts the contract also holds are taken from
// it, so the server and the app say the same.
export const en = {
  // The request itself (plugins/errors.ts, csrf.ts, request-body.ts, spa.ts)
  'request.invalid': 'Some of what was sent is not valid.',
  'request.notUnderstood': 'The request could not be understood.',
  'request.notJson': 'Requests with a body must be sent as application/json.',
  'request.mustBeJson': 'Requests must be sent as application/json.',
  'request.bodyTooLarge': 'The request body is too large.',
  'request.bodyLengthWrong': 'The request body length does not match its header.',
  'request.bodyEmpty': 'The request body is empty.',
  'request.bodyNotJson': 'The request body is not valid JSON.',
  'request.badAddress': 'The address is not valid.',
  'request.notRouted': 'The request could not be routed.',
  'request.nothingHere': 'There is nothing at this address.',
  'request.notFromKindred': 'This request was refused because it did not come from Kindred itself.',
  'request.serverFailed':
    'Something went wrong on our side. Nothing you sent was lost; please try again in a moment.',
  'request.tooMany': 'Too many attempts. Please wait a little and try again.',
  'request.metricsToken': 'Metrics need the token this server was configured with.',
  'text.nul': 'must not contain NUL characters',
  'text.loneSurrogate': 'must be valid Unicode text',
  'text.fieldNamesNul': 'field names must not contain NUL characters',
  'text.fieldNamesLoneSurrogate': 'field names must be valid Unicode text',

  // Signed in or not, and who may (plugins/authentication.ts, suspension.ts)
  'access.signInAgain': 'Please sign in again.',
  'access.moderatorsOnly': 'Only moderators can do this.',
  'access.adminsOnly': 'Only admins can do this.',
  'access.suspendedUntilLifted':
    'Your account is suspended until a moderator lifts it: you can still read, but not share, react, comment or connect.',
  'access.suspendedUntil':
    'Your account is suspended until {until, date, utcDay}: you can still read, but not share, react, comment or connect.',

  // identity
  'identity.accepted':
    "If this address can be used, we've sent a link to it. Please check your inbox (and spam folder).",
  'identity.invalidLink': 'This link has expired or was already used. You can ask for a new one.',
  'identity.invalidCredentials':
    'That email and password do not match an account. Please check them and try again.',
  'identity.emailNotVerified':
    'Please confirm your email first: open the link we sent you, or ask for a new one.',
  'identity.addressTaken': 'This address now belongs to another account, so it cannot be used.',
  'identity.sameEmail': 'This is already your email address.',
  'identity.commonPassword':
    'This password is one of the most common ones, so it is easy to guess. Please choose another.',
  'identity.currentPasswordNeeded': 'Please enter your current password.',
  'identity.currentPasswordWrong': 'That is not your current password.',
  'identity.sessionNotYours': 'That session is not one of yours, or it has already ended.',
  'identity.emailChangeSent':
    'If that address can be used, we sent a link to it. Your email changes when you open the link.',
  'identity.emailChanged': 'Your email address is changed.',
  'identity.passwordReset': 'Your password is changed and every device was signed out. You can sign in now.',
  'identity.passwordLinkSent': 'We sent a link to {email}. It works for 30 minutes.',
  // A session's device, as the sessions list and the export name it (stored in English: cookies.ts)
  'identity.deviceOn': '{browser} on {system}',
  'identity.unknownDevice': 'Unknown device',
  'account.googleAgain':
    'To delete your account, please sign in with Google again first. It keeps anyone else from doing it.',

  // guide (the two session texts are SPEC §2's exact words, which the app matches: never translated)
  'guide.sessionInvalid': SESSION_ID_INVALID,
  'guide.sessionNotFound': SESSION_ID_NOT_FOUND,
  'guide.noneInProgress': 'You have no guide in progress.',
  'guide.reportNotFound': 'That report was not found.',
  'guide.answerNotFound': 'That answer was not found.',
  'guide.itemNotFound': 'That question is not part of the guide.',
  'guide.groupNotFound': 'That group is not part of the guide.',
  'guide.typeNotFound': 'That type is not part of the guide.',
  'guide.tooManyGroups': 'Ask for fewer groups at once.',
  'guide.chooseAnswer': 'Please choose one of the offered answers.',
  'guide.chooseOneOf': 'Choose one of: {values}.',
  'guide.ownGuideOnly': 'You can only save to your own guide.',

  // memories
  'memories.notFound': 'This memory is not here, or is not shared with you.',
  'memories.anonymousConnections': ANONYMOUS_CONNECTIONS_MESSAGE,
  'memories.checkTags': 'Please check the tags.',
  'memories.tagMissing': 'Tag {id} does not exist.',
  'memories.tagRetired': '"{name}" is no longer offered.',
  'memories.tagWrongKind': '"{name}" does not fit this kind of memory.',
  'memories.cursorInvalid':
    'This list cannot go on from there: the link to its next page is not one this list gave. Please start again from its first page.',
  'memories.newAccountLimit':
    'New accounts can share {limit, plural, one {# memory} other {# memories}} in their first day. Thank you for being here: you can share more once your account is a day old.',
  'memories.bodyTooShort': `Please write at least ${MEMORY_BODY_MIN} characters.`,
  'memories.tooManyTags': `At most ${MEMORY_TAGS_MAX} tags.`,

  // comments
  'comments.notFound': 'This comment is not here, or is not shared with you.',
  'comments.sectionCommentNotFound': 'That comment was not found.',
  'comments.off': COMMENTS_OFF_MESSAGE,
  'comments.connectionsOnly': COMMENTS_CONNECTIONS_MESSAGE,
  'comments.replyDepth': REPLY_DEPTH_MESSAGE,
  'comments.ownHelpful': 'You cannot mark your own comment as helpful.',
  'comments.ownListOnly': 'You can only list your own comments.',
  'comments.noSuchSection': 'There is no report section with that name.',
  'comments.traumaSlugNotTaken': 'Only a section about one experience takes a trauma_slug.',
  'comments.traumaSlugMismatch': 'This does not match the section the comment is for.',
  'comments.requiredSignedOut': 'Required when not signed in.',
  'comments.changeNeeds': 'Start the guide or sign in to change a comment.',
  'comments.reportNeeds': 'Start the guide or sign in to report a comment.',
  'comments.reported': 'Thank you. A moderator will look at this comment.',

  // interactions
  'interactions.meTooLabel': 'Me too',
  'interactions.loveLabel': 'Love',
  'interactions.meTooNotFound': 'This me too is not here.',
  'interactions.ownMemoryReaction': "You can't react to your own memory.",
  'interactions.ownMemoryVote': "You can't vote for your own memory.",
  'interactions.ownCommentLove': "You can't love your own comment.",
  'interactions.ownMemoryFeedback': "You can't give feedback on your own memory.",
  'interactions.ownCommentFeedback': "You can't give feedback on your own comment.",
  'interactions.phraseNotOffered':
    'This phrase is not offered for a {kind, select, comment {comment} other {memory}}.',

  // connections
  'connections.notFound': 'This request or connection is not here, or is not yours to answer.',
  'connections.personNotFound': 'This person is not here.',
  'connections.anonymousMemory': connect.ANONYMOUS_MEMORY_MESSAGE,
  'connections.notAccepting': connect.NOT_ACCEPTING_MESSAGE,
  'connections.newAccount': connect.NEW_ACCOUNT_MESSAGE,
  'connections.notPossible': connect.NOT_POSSIBLE_MESSAGE,
  'connections.ownMemory': connect.OWN_MEMORY_MESSAGE,
  'connections.alreadyConnected': connect.ALREADY_CONNECTED_MESSAGE,
  'connections.notYourself':
    'You cannot {what, select, block {block} unblock {unblock} mute {mute} other {unmute}} yourself.',

  // moderation
  'moderation.nothingToReport': 'There is nothing here to report, or it is not shared with you.',
  'moderation.chooseReason': 'Please choose one of the reasons offered.',
  'moderation.notAReason': 'Not a reason for this.',
  'moderation.notYourself': 'You cannot report yourself.',
  'moderation.thisIsYou': 'This is you.',
  'moderation.nothingToAppeal': 'There is no moderator’s decision here for you to appeal.',
  'moderation.alreadyAppealed':
    'You have appealed this decision already. A second moderator looks at each appeal once, and you will be told what they decide.',
  'moderation.appealNotOpen': 'This appeal is not open: it may have been decided already.',
  'moderation.ownDecision': 'Another moderator decides appeals of your own decisions.',
  'moderation.nothingOpen': 'There are no open reports about this: it may have been decided already.',
  'moderation.onlySuspensionLasts': 'Only a suspension has a length.',
  'moderation.onlyPeopleSuspended': 'Only a person can be suspended: hide or remove content.',
  'moderation.peopleNotHidden': 'A person is suspended, not hidden or removed.',
  'moderation.chooseDays': `Choose one of ${SUSPENSION_DAYS.join(', ')} days, or until lifted.`,
  'moderation.nameRule': 'Name the rule it breaks.',
  'moderation.notSuspended': 'Nobody with that id is suspended now.',
  'moderation.noAccount': 'No account uses that email address.',
  'moderation.notModerator': 'That person is not a moderator.',
  'moderation.ownRole': 'You cannot remove your own role.',
  'moderation.adminStays': '{name} is an admin and stays one: only moderators can be removed here.',

  // notifications
  'notifications.notFound': 'This notification does not exist.',
  'notifications.unsubscribeInvalid':
    'This link is not valid. Copy it whole from the mail, or change your email settings in Kindred.',
  'notifications.unsubscribeUsed':
    'This link was used already. You can change your email settings in Kindred.',
  'notifications.unknownPushService':
    "This browser's push service is not one Kindred sends to, so push cannot be turned on here.",
  'notifications.tooManyPushDevices':
    'You get push on {count, plural, one {# device} other {# devices}} already. Turn it off on one of them first.',
  'notifications.tooManyTabs':
    'You have too many Kindred tabs open. Close one you are not using, and new notifications will show here again.',
  'notifications.tooManyTabsFromAddress':
    'Too many Kindred tabs are open from your network right now. Close some you are not using, or try again in a little while.',
  'notifications.streamsFull':
    'Kindred is very busy right now, so new notifications will show a little later. Please try again soon.',

  // preferences
  'preferences.chooseOption': 'Please choose one of the options offered.',

  // What a field's check says when the contract's schema gives no words of its own (plugins/validation-messages.ts)
  'validation.tooLong': 'Write at most {maximum, plural, one {# character} other {# characters}}.',
  'validation.tooShort': 'Write at least {minimum, plural, one {# character} other {# characters}}.',
  'validation.tooMany': 'At most {maximum, plural, one {# item} other {# items}}.',
  'validation.tooFew': 'At least {minimum, plural, one {# item} other {# items}}.',
  'validation.tooBig': 'At most {maximum}.',
  'validation.tooSmall': 'At least {minimum}.',
  'validation.notAnOption': 'Choose one of: {values}.',
  'validation.wrongFormat': 'This is not written as expected.',
  'validation.unknownFields': 'Not a field this takes: {keys}.',
  'validation.wrongType':
    'Expected {expected, select, string {text} number {a number} boolean {true or false} array {a list} object {an object} other {something else}}.',
  'validation.invalid': 'This is not valid.',

  ...contractFieldsEn,
  // What mails and notifications say (decision 084)
  ...mailEn,
  ...notificationTextsEn,
} as const

export type MessageId = keyof typeof en
/** A language's texts: one for every id, checked by the compiler and by locales/catalogs.test.ts. */
export type Catalog = Readonly<Record<MessageId, string>>
