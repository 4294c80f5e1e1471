// The sentence of each notification (modules/notifications/notification-text.ts), in English: what
// the app lists and a detailed notification mail shows (decision 084). `{who}` says whether one
// person or several did it: English says it the same either way, a language whose verb agrees with
// its subject (Spanish) does not. A title is the memory's own words, never translated.
export const notificationTextsEn = {
  'notification.someone': 'Someone',
  'notification.someoneInSentence': 'someone',
  'notification.people': '{count, plural, one {# person} other {# people}}',
  'notification.nameAndOthers': '{name} and {others, plural, one {# other} other {# others}}',
  'notification.theAuthor': 'The author',
  'notification.titled': '“{title}”',
  'notification.yourMemory': 'your memory',
  'notification.yourMemoryFirst': 'Your memory',
  'notification.aMemory': 'a memory',

  'notification.meToo':
    '{who, select, one {{actors} said me too to {target}} other {{actors} said me too to {target}}}',
  'notification.loveBack': '{actors} sent love back for your me too on {target}',
  'notification.memoryLove':
    '{who, select, one {{actors} sent love to {target}} other {{actors} sent love to {target}}}',
  'notification.comment':
    '{who, select, one {{actors} commented on {target}} other {{actors} commented on {target}}}',
  'notification.reply':
    '{who, select, one {{actors} replied to your comment on {target}} other {{actors} replied to your comment on {target}}}',
  'notification.commentLove':
    '{who, select, one {{actors} loved your comment on {target}} other {{actors} loved your comment on {target}}}',
  'notification.vote':
    '{who, select, one {{target} resonated with {actors}} other {{target} resonated with {actors}}}',
  'notification.feedback':
    '{who, select, one {{actors} sent you kind words on {target}} other {{actors} sent you kind words on {target}}}',
  'notification.connectionRequest':
    '{who, select, one {{actors} asked to connect with you} other {{actors} asked to connect with you}}',
  'notification.connectionAccepted':
    '{who, select, one {{actors} accepted your request to connect} other {{actors} accepted your request to connect}}',

  // What a reporter is told of the moderators' decision; `kind` is what they reported
  'outcome.reported':
    '{kind, select, memory {the memory} comment {the comment} person {the person} guide_comment {the comment on the guide} other {the report}} you reported',
  'outcome.reportedObject':
    '{kind, select, memory {the memory} comment {the comment} person {the person} guide_comment {the comment on the guide} other {the report}} you reported',
  'outcome.breaksRule': ': it breaks our rule “{rule}”',
  'outcome.untilLifted': 'until a moderator lifts it',
  'outcome.untilDay': 'until {until, date, utcDay}',
  'outcome.dismissed':
    'Thank you for your report. We looked at {reported} and it stays up: we did not find that it breaks our rules.',
  'outcome.hidden': 'Thank you for your report. The moderators hid {reported}{broken}.',
  'outcome.removed': 'Thank you for your report. The moderators removed {reported}{broken}.',
  'outcome.suspended':
    'Thank you for your report. The moderators suspended the person you reported {until}{broken}.',
  'outcome.restored':
    'An update on your report: its author appealed, and a second moderator decided {reported} can stay up. It is shown again.',
  'outcome.looked': 'Thank you for your report. The moderators looked at {reported}.',

  // What an author is told of a decision on their memory, comment or account
  'authorOutcome.yourComment': 'your comment',
  'authorOutcome.yourCommentOn': 'your comment on “{title}”',
  'authorOutcome.yourMemory': 'your memory',
  'authorOutcome.yourMemoryTitled': 'your memory “{title}”',
  'authorOutcome.because': ' because it breaks our rule “{rule}”',
  'authorOutcome.suspended':
    'The moderators suspended your account {until}{why}. You can still read, but not share, react, comment or connect.',
  'authorOutcome.lifted':
    'A moderator lifted the suspension of your account: you can share, react, comment and connect again.',
  'authorOutcome.restored':
    'A second moderator looked at your appeal and restored {thing}: it is shown again.',
  'authorOutcome.upheld':
    'A second moderator looked at your appeal of the decision on {thing}, and it stands. Nobody else can see it; you still can.',
  'authorOutcome.acted':
    'The moderators {done, select, remove {removed} other {hid}} {thing}{why}. Nobody else can see it now; you still can. If you think this is a mistake, you can appeal once, {where, select, comment {under the comment} other {on the memory’s page}}.',
} as const
