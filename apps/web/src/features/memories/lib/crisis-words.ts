/**
 * Words that suggest someone is writing about self-harm or suicide (SPEC §10). Checked in the browser
 * only, to offer the composer's private note with crisis lines: nothing is blocked, stored or sent.
 * Deliberately broad: a gentle note shown once too often costs little; one missed could cost more.
 * English and Spanish both, whatever language the page is in: people write in their own.
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
  // Spanish, written without accents (the text is folded the same way), in either gender.
  'suicidio',
  'suicida',
  'suicidarme',
  'suicidarse',
  'matarme',
  'me quiero matar',
  'me queria matar',
  'quitarme la vida',
  'quitarse la vida',
  'acabar con mi vida',
  'terminar con mi vida',
  'poner fin a mi vida',
  'autolesion',
  'hacerme dano',
  'me hago dano',
  'me hacia dano',
  'cortarme las venas',
  'me cortaba los brazos',
  'me corto los brazos',
  'quiero morir',
  'queria morir',
  'quisiera morir',
  'ganas de morir',
  'no quiero vivir',
  'no queria vivir',
  'no quiero seguir viviendo',
  'ojala estuviera muert',
  'mejor estar muert',
  'estarian mejor sin mi',
  'ninguna razon para vivir',
  'sin razones para vivir',
  'sobredosis',
]

/** Letters folded to one form, so "Self–Harm", "DON’T" and "autolesión" match too. */
function normalise(text: string): string {
  return (
    text
      .toLowerCase()
      // Accents off (NFD splits "ó" into "o" and its mark): "razón" and "razon" alike.
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[\u2010-\u2015]/g, '-')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/\s+/g, ' ')
  )
}

export function mentionsSelfHarm(text: string): boolean {
  const normalised = normalise(text)
  return PHRASES.some((phrase) => normalised.includes(phrase))
}
