/**
 * The routes the anonymity comparison does not probe, each with why no answer of it can be about
 * one memory's author (decision 036). A new route must be probed or added here with its reason.
 */
const IDENTITY = "the viewer's own account, sign-in and sessions: no memory and no other person in it"
const GUIDE =
  'the guide: its sessions, answers, report and section comments have no memories or memory authors'
const OWN_SETTINGS = "the viewer's own settings or preferences"
const PUSH =
  "the viewer's own push devices; a push says the same words whatever it is about and whoever did it (decision 054)"
const CATALOG = 'the same catalog for everyone (content files), no memory or person in it'
const MODERATION =
  'moderators only (the viewer gets the same 403 whatever memory); moderators see who wrote what by design, marked "anonymous to everyone else"'
const CONNECTION =
  'a request or connection between named people: asking from an anonymous memory is refused alike (probed: POST /api/v1/connect/request/)'
const RELATION =
  'the relation itself, made by the viewer about a named person (the comparison makes each through these routes)'

export const NOT_ABOUT_A_MEMORY: Record<string, string> = {
  'DELETE /api/v1/account': IDENTITY,
  'DELETE /api/v1/auth/sessions/{id}': IDENTITY,
  'GET /api/v1/auth/display-name-suggestion': IDENTITY,
  'GET /api/v1/auth/me': IDENTITY,
  'GET /api/v1/auth/providers': IDENTITY,
  'GET /api/v1/auth/sessions': IDENTITY,
  'POST /api/v1/auth/email/change/confirm': IDENTITY,
  'POST /api/v1/auth/email/change/request': IDENTITY,
  'POST /api/v1/auth/login': IDENTITY,
  'POST /api/v1/auth/logout': IDENTITY,
  'POST /api/v1/auth/password/change/confirm': IDENTITY,
  'POST /api/v1/auth/password/change/request': IDENTITY,
  'POST /api/v1/auth/password/forgot': IDENTITY,
  'POST /api/v1/auth/password/reset': IDENTITY,
  'POST /api/v1/auth/quick-exit': IDENTITY,
  'POST /api/v1/auth/refresh': IDENTITY,
  'POST /api/v1/auth/register': IDENTITY,
  'POST /api/v1/auth/resend-verification': IDENTITY,
  'POST /api/v1/auth/verify-email': IDENTITY,
  'DELETE /api/v1/childhood-trauma-guide/comments/{comment_id}/': GUIDE,
  'DELETE /api/v1/childhood-trauma-guide/sessions/{session_id}/': GUIDE,
  'DELETE /api/v1/childhood-trauma-guide/user_answer/{session_id}/{trauma_id}/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/comments/list/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/comments/section-names/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/groups/all/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/groups/by_ids/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/report/get/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/result-answer/{id}/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/sessions/current/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/stats/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/styles/{a}/{b}/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/trauma/{id}/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/traumas/all/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/traumas/type/{type}/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/types/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/user_answer/list/{session}/': GUIDE,
  'GET /api/v1/childhood-trauma-guide/vote-page-load/': GUIDE,
  'PATCH /api/v1/childhood-trauma-guide/comments/{comment_id}/': GUIDE,
  'POST /api/v1/childhood-trauma-guide/comments/': GUIDE,
  'POST /api/v1/childhood-trauma-guide/comments/{comment_id}/report/': GUIDE,
  'POST /api/v1/childhood-trauma-guide/comments/{comment_id}/vote/': GUIDE,
  'POST /api/v1/childhood-trauma-guide/report/generate-complete/': GUIDE,
  'POST /api/v1/childhood-trauma-guide/report/generate/': GUIDE,
  'POST /api/v1/childhood-trauma-guide/sessions/create/': GUIDE,
  'POST /api/v1/childhood-trauma-guide/user_answer/': GUIDE,
  'DELETE /api/v1/connect/{id}/': CONNECTION,
  'POST /api/v1/connect/{id}/accept/': CONNECTION,
  'POST /api/v1/connect/{id}/decline/': CONNECTION,
  'DELETE /api/v1/users/{publicId}/block': RELATION,
  'DELETE /api/v1/users/{publicId}/mute': RELATION,
  'POST /api/v1/users/{publicId}/block': RELATION,
  'POST /api/v1/users/{publicId}/mute': RELATION,
  'GET /api/v1/users/blocked/': "the people the viewer blocked, by name: the viewer's own choice",
  'GET /api/v1/users/muted/': "the people the viewer muted, by name: the viewer's own choice",
  'GET /api/v1/connect/settings/': OWN_SETTINGS,
  'PATCH /api/v1/connect/settings/': OWN_SETTINGS,
  'GET /api/v1/notifications/email/unsubscribe':
    "a mail's unsubscribe link: a redirect to the web page with the same token, whatever anyone wrote",
  'GET /api/v1/notifications/settings': OWN_SETTINGS,
  'POST /api/v1/notifications/email/unsubscribe':
    "turns the link's owner's email off; it answers only `off` or why the link does not work",
  'PATCH /api/v1/notifications/settings': OWN_SETTINGS,
  'GET /api/v1/notifications/push-subscriptions': PUSH,
  'POST /api/v1/notifications/push-subscriptions': PUSH,
  'DELETE /api/v1/notifications/push-subscriptions': PUSH,
  'GET /api/v1/user-preference/get-user-preferences': OWN_SETTINGS,
  'POST /api/v1/user-preference/update': OWN_SETTINGS,
  'GET /users/preference': OWN_SETTINGS,
  'GET /api/health': CATALOG,
  'GET /api/v1/help/crisis-lines': CATALOG,
  'GET /api/v1/reaction/get-options': CATALOG,
  'GET /api/v1/feedback/list': CATALOG,
  'GET /reason/list/{id}': CATALOG,
  'GET /api/v1/user-preference/get-options': CATALOG,
  'GET /memories/api/v1/tags/{kind}/list':
    "the tags, with each tag's count of public memories: one column kept by a trigger, the same for everyone",
  'POST /memories/api/v1/memories/': "the viewer's own new memory",
  'GET /memories/api/v1/my-allowance/':
    "how many memories the viewer's own new account may still share: a count and times, no memory in it",
  'GET /api/v1/notifications/summary':
    "the sums of the viewer's unseen notifications over every memory: the notifications themselves are compared",
  'GET /notifications/mark-all-as-seen': 'marks every notification the viewer has; it names no memory',
  'POST /memories/api/v1/metoo/notifications/mark_as_read':
    "me toos on the viewer's own memories: their givers' anonymity has its own comparison, which calls it (modules/interactions/anonymous-givers.test.ts)",
  'POST /memories/api/v1/memory/love/mark_as_read/':
    "love on the viewer's own memories, always from named people; an author is never anonymous there",
  'DELETE /api/v1/moderation/moderators/{public_id}': MODERATION,
  'GET /api/v1/moderation/appeals/': MODERATION,
  'GET /api/v1/moderation/log/': MODERATION,
  'GET /api/v1/moderation/moderators/': MODERATION,
  'GET /api/v1/moderation/queue/': MODERATION,
  'GET /api/v1/moderation/suspensions/': MODERATION,
  'POST /api/v1/moderation/appeals/decide/': MODERATION,
  'POST /api/v1/moderation/moderators/': MODERATION,
  'POST /api/v1/moderation/queue/decide/': MODERATION,
  'POST /api/v1/moderation/suspensions/lift/': MODERATION,
  'POST /api/v1/moderation/appeal/': "an appeal of a decision on the viewer's own content",
}
