export const PATHS = {
  status: 'POST /api/v1/interaction/get-interaction-status/',
  votesStatus: 'POST /api/v1/interaction/get-votes-status/',
  react: 'POST /api/v1/reaction/',
  unreact: 'DELETE /api/v1/reaction/',
  vote: 'POST /api/v1/vote/',
  unvote: 'DELETE /api/v1/vote/',
  voters: 'GET /api/v1/vote/get-voters/',
  phrases: 'GET /api/v1/feedback/list',
  userFeedback: 'GET /api/v1/feedback/user-feedback-list',
  giveFeedback: 'POST /api/v1/feedback/',
  takeBackFeedback: 'DELETE /api/v1/feedback/',
  options: 'GET /api/v1/reaction/get-options',
  meToos: (link: string) => `GET /api/v1/reaction/me-toos/${link}/`,
}

export const phrases = [
  { id: 1, slug: 'thank-you', label: 'Thank you for sharing', applies_to: ['memory', 'comment'] },
  { id: 2, slug: 'i-believe-you', label: 'I believe you', applies_to: ['memory'] },
]
