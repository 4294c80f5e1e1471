/**
 * Words that suggest someone is writing about self-harm or suicide (SPEC §10). Checked in the browser
 * only, to offer the composer's private note with crisis lines: nothing is blocked, stored or sent.
 * Deliberately broad: a gentle note shown once too often costs little; one missed could cost more.
 */
const PHRASES = [
  'suicide',
  'suicidal',
  'kill myself',
  'killing myself',
  'self-harm',
  'self harm',
  'selfharm',
  'hurt myself',
  'hurting myself',
  'cutting myself',
  'cut myself',
  'end my life',
  'ending my life',
  'end it all',
  'want to die',
  'wanted to die',
  'wish i was dead',
  'wish i were dead',
  'better off dead',
  'better off without me',
  'no reason to live',
  'not want to be alive',
  "don't want to be alive",
  'take my own life',
  'took my own life',
  'overdose',
  'overdosed',
]

/** Letters folded to one form, so "Self–Harm" and "DON’T" match too. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
}

export function mentionsSelfHarm(text: string): boolean {
  const normalised = normalise(text)
  return PHRASES.some((phrase) => normalised.includes(phrase))
}
