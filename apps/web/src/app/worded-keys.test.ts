import { afterEach, describe, expect, it } from 'vitest'
import { commentKeys } from '@/features/comments/api/keys'
import { guideKeys } from '@/features/guide/api/keys'
import { notificationKeys } from '@/features/notifications/api/keys'
import { showLanguage } from '@/lib/i18n/show-language'
import { wordedAsShown } from '@/lib/i18n/worded-key'

describe('keys of what the server words', () => {
  afterEach(() => showLanguage('en'))

  it('name the language shown, so a switch asks for the words again, and a prefix reaches every copy', async () => {
    const english = [guideKeys.report('s', 1), notificationKeys.list('general'), commentKeys.list('m')]
    await showLanguage('es')
    const spanish = [guideKeys.report('s', 1), notificationKeys.list('general'), commentKeys.list('m')]
    spanish.forEach((key, index) => {
      expect(key).not.toEqual(english[index])
      expect(key.slice(0, -1)).toEqual(english[index]!.slice(0, -1))
    })
    expect(spanish.every((queryKey) => wordedAsShown({ queryKey }))).toBe(true)
    expect(english.some((queryKey) => wordedAsShown({ queryKey }))).toBe(false)
    // A change to a section's comments refreshes its list in every language.
    const section = commentKeys.sectionList('s', 'physical-abuse')
    expect(section.slice(0, commentKeys.forSection('s', 'physical-abuse').length)).toEqual([
      ...commentKeys.forSection('s', 'physical-abuse'),
    ])
  })
})
