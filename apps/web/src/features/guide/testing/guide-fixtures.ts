import type { Answer, Group, Item, GuideReport, TraumaDetail, TraumaType } from '@kindred/contract/guide'

/** Small, valid guide data for unit tests, in the contract's shapes. */

export const SESSION_ID = 'Kx7_q-2mPz8wVb3nLr5tYc9dHf1gJk4sQa6eUo0iWxZ'
export const API = '/api/v1/childhood-trauma-guide'

export const groups: Group[] = [
  {
    id: 1,
    slug: 'how-you-were-treated',
    order: 1,
    title: 'How you were treated',
    intro: 'About home.',
    item_count: 2,
  },
  {
    id: 2,
    slug: 'the-people-who-raised-you',
    order: 2,
    title: 'The people who raised you',
    intro: 'Last.',
    item_count: 1,
  },
]

const frequency = [
  { value: 'never', label: 'Never', counts: false },
  { value: 'often', label: 'Often or very often', counts: true },
  { value: 'rather-not-say', label: "I'd rather not say", counts: false },
]

export const items: Item[] = [
  {
    id: 11,
    group_id: 1,
    slug: 'emotional-abuse-put-downs',
    kind: 'ace',
    type_slug: 'emotional-abuse',
    prompt: 'Did a grown-up at home put you down?',
    help_text: 'Words and tone.',
    options: frequency,
  },
  {
    id: 12,
    group_id: 1,
    slug: 'physical-abuse-marks-or-injury',
    kind: 'ace',
    type_slug: 'physical-abuse',
    prompt: 'Were you ever hurt badly enough to leave a mark?',
    help_text: 'Any injury counts.',
    options: [
      { value: 'yes', label: 'Yes', counts: true },
      { value: 'no', label: 'No', counts: false },
      { value: 'rather-not-say', label: "I'd rather not say", counts: false },
    ],
  },
  {
    id: 21,
    group_id: 2,
    slug: 'caregiver-1',
    kind: 'caregiver',
    type_slug: null,
    prompt: 'Which fits your first caregiver best?',
    help_text: 'Pick the closest.',
    options: [
      { value: 'authoritative', label: 'Warm and firm', counts: false },
      { value: 'rather-not-say', label: "I'd rather not say", counts: false },
    ],
  },
]

export const answer = (traumaId: number, value: string, counts: boolean, id = 100 + traumaId): Answer => ({
  id,
  trauma_id: traumaId,
  value,
  counts,
  answered_at: '2026-01-02T10:00:00.000Z',
})

export const groupWithItems = (groupId: number, answers: Answer[] = []) => {
  const group = groups.find((g) => g.id === groupId)!
  const own = items.filter((item) => item.group_id === groupId)
  return { ...group, items: own, answers: answers.filter((a) => own.some((item) => item.id === a.trauma_id)) }
}

export const answerList = (answers: Answer[] = []) => ({
  session_id: SESSION_ID,
  expires_at: '2026-12-22T12:00:00.000Z',
  answers,
  progress: { answered: answers.length, total: items.length },
})

export const physicalAbuse: TraumaType = {
  id: 2,
  slug: 'physical-abuse',
  name: 'Physical abuse',
  framework: 'cdc_ace',
  family: 'abuse',
  nature: 'either',
  summary: 'Being hurt by a grown-up at home.',
  prevalence: { total_pct: 28.3, women_pct: 27, men_pct: 29.9, source: 'cdc-ace-prevalence' },
}

const block = (text: string) => [{ text, sources: ['cdc-ace-prevalence'] }]
export const physicalAbuseDetail: TraumaDetail = {
  ...physicalAbuse,
  detail: {
    what_it_is: block('What it is, in words.'),
    how_common: block('How common it is.'),
    effects: { emotional: block('Feelings.'), health: block('Health.'), social: block('Others.') },
    needs: block('Needs.'),
    what_helps: block('What helps.'),
    caveats: block('Caveats.'),
  },
  sources: [
    {
      key: 'cdc-ace-prevalence',
      citation: 'CDC. ACE data and statistics.',
      language: 'en',
      url: 'https://example.org/cdc',
    },
  ],
}

export const resultCard = (answerId: number) => ({
  answer_id: answerId,
  trauma_id: 12,
  counts: true,
  rather_not_say: false,
  type: { id: 2, slug: 'physical-abuse', name: 'Physical abuse', summary: 'Being hurt.' },
  prevalence: physicalAbuse.prevalence,
  message: 'This was not your fault.',
  community_count: 12,
})

// Sources as the server sends them: as published, with the language they are written in.
const cdc = {
  key: 'cdc-ace-prevalence',
  citation: 'CDC. ACE data and statistics.',
  language: 'en',
  url: 'https://example.org/cdc',
}
const felitti = {
  key: 'felitti-1998',
  citation: 'Felitti VJ, et al. 1998. The ACE Study. American Journal of Preventive Medicine.',
  language: 'en',
}
/** A report as the server sends it: finished or not, made from `answered` of 35 questions. */
export const report = (status: 'partial' | 'complete' = 'complete', answered = 35): GuideReport => ({
  report_id: 7,
  session_id: SESSION_ID,
  status,
  generated_at: '2026-01-02T10:00:00.000Z',
  total_sections: 3,
  progress: { answered, total: 35 },
  scores: { ace: 1, ace_max: 10, expanded: 0, pce: 2 },
  sections: [
    {
      slug: 'summary',
      kind: 'summary',
      title: 'Your ACE score, in context',
      order: 1,
      blocks: [
        {
          type: 'text',
          text: 'Your score counts kinds of experience, as the original study did.',
          sources: ['felitti-1998', 'cdc-ace-prevalence'],
        },
        {
          type: 'score-chart',
          score: 1,
          source: 'cdc-ace-prevalence',
          buckets: [
            { label: '0', min: 0, max: 0, total_pct: 36.1 },
            { label: '1', min: 1, max: 1, total_pct: 26 },
            { label: '2', min: 2, max: 2, total_pct: 15.9 },
            { label: '3', min: 3, max: 3, total_pct: 9.5 },
            { label: '4 or more', min: 4, max: 10, total_pct: 12.5 },
          ],
        },
      ],
      sources: [felitti, cdc],
    },
    {
      slug: 'trauma-physical-abuse',
      kind: 'trauma',
      title: 'Physical abuse',
      order: 2,
      trauma_slug: 'physical-abuse',
      blocks: [
        { type: 'text', heading: 'What it is', text: 'Being hurt at home.', sources: [] },
        {
          type: 'text',
          heading: 'How common it is',
          text: 'In the CDC–Kaiser study, 28.3 % of adults reported it.',
          sources: ['cdc-ace-prevalence'],
        },
        { type: 'memories-link', tag: 'physical-abuse', label: 'Read memories about physical abuse' },
      ],
      sources: [cdc],
    },
    {
      slug: 'next-steps',
      kind: 'next-steps',
      title: 'What might help next',
      order: 3,
      blocks: [
        {
          type: 'text',
          heading: 'Help is always one click away',
          text: 'The help page (/help) lists free, confidential crisis and support lines.',
          sources: [],
        },
        {
          type: 'crisis-lines',
          lines: [
            {
              slug: 'us-988',
              region: 'United States',
              name: '988 Lifeline',
              contact: 'Call or text 988',
              href: 'tel:988',
              description: 'Free.',
              sources: ['https://example.org/988'],
            },
          ],
        },
      ],
      sources: [],
    },
  ],
})

/** No comments under a report section (the app renders the comments feature there). */
export const emptyComments = { results: [], page: 1, limit: 100, total: 0 }
