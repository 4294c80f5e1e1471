import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  CaregiverStylesFileSchema,
  GroupsFileSchema,
  ItemsFileSchema,
  ReportFileSchema,
  SourcesFileSchema,
  TraumaTypeFileSchema,
} from '@kindred/contract/guide-content'
import { paths } from '../paths'
import { figuresIn } from '../../test/figures'

// Kindred in Spanish (issue 38): every content file under content/es/ is the English file at the
// same path below content/, translated. What a reader would notice if it were not: a figure that
// changed on the way (28.3 % of adults becoming 23,8 %), a source, slug or link that no longer
// matches the English one, a part left out, or a sentence left in English. Numbers are compared as
// values: Spanish writes 28,3 and 17 337 where English writes 28.3 and 17,337 (docs/glossary-es.md).

const SPANISH = path.join(paths.content, 'es')

/** Fields that name or point at something rather than say something: the same in every language. */
const VERBATIM = new Set([
  'slug',
  'key',
  'id',
  'url',
  'language',
  'href',
  'source',
  'sources',
  'framework',
  'family',
  'nature',
  'kind',
  'citation',
  'icon',
  'group',
  'type',
  'types',
  'tags',
  'filters',
  'safety_filters',
])

/**
 * Fields that are Kindred's own words however short: always translated. A source's `note` says what
 * the source is in the reader's language, while its `citation` stays as published (issue 38).
 */
const TRANSLATED = new Set(['note'])

/** The JSON files below `root`, as paths relative to it. */
function jsonFilesUnder(root: string, folder = root): string[] {
  if (!fs.existsSync(folder)) return []
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return jsonFilesUnder(root, full)
    return entry.name.endsWith('.json') ? [path.relative(root, full)] : []
  })
}

const words = (text: string) => text.trim().split(/\s+/).length

/** Every difference between the two trees that a reader of the Spanish one would be misled by. */
function differences(
  english: unknown,
  spanish: unknown,
  where: string,
  field = '',
  verbatim: ReadonlySet<string> = VERBATIM,
): string[] {
  if (typeof english === 'string') {
    if (typeof spanish !== 'string') return [`${where}: a text in English, ${typeof spanish} in Spanish`]
    if (verbatim.has(field)) return english === spanish ? [] : [`${where}: must stay "${english}"`]
    const found: string[] = []
    const [en, es] = [figuresIn(english, 'en'), figuresIn(spanish, 'es')]
    if (JSON.stringify(en) !== JSON.stringify(es))
      found.push(`${where}: figures ${en.join(', ')} in English, ${es.join(', ')} in Spanish`)
    if ((words(english) >= 4 || TRANSLATED.has(field)) && english === spanish)
      found.push(`${where}: left in English`)
    return found
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish) || spanish.length !== english.length)
      return [`${where}: ${english.length} entries in English, not as many in Spanish`]
    return english.flatMap((item, i) => differences(item, spanish[i], `${where}[${i}]`, field, verbatim))
  }
  if (english !== null && typeof english === 'object') {
    if (spanish === null || typeof spanish !== 'object' || Array.isArray(spanish))
      return [`${where}: an object in English, not in Spanish`]
    const [enKeys, esKeys] = [Object.keys(english).sort(), Object.keys(spanish).sort()]
    if (enKeys.join() !== esKeys.join())
      return [`${where}: fields ${enKeys} in English, ${esKeys} in Spanish`]
    return enKeys.flatMap((key) =>
      differences(
        (english as Record<string, unknown>)[key],
        (spanish as Record<string, unknown>)[key],
        `${where}.${key}`,
        key,
        verbatim,
      ),
    )
  }
  return english === spanish ? [] : [`${where}: ${String(english)} in English, ${String(spanish)} in Spanish`]
}

/** The guide's schemas (SPEC §4.1): a Spanish text must fit where the English one does. */
function guideSchemaOf(file: string): z.ZodType | undefined {
  if (file === 'guide/sources.json') return SourcesFileSchema
  if (file === 'guide/groups.json') return GroupsFileSchema
  if (file === 'guide/report.json') return ReportFileSchema
  if (file === 'guide/caregiver-styles.json') return CaregiverStylesFileSchema
  if (file.startsWith('guide/types/')) return TraumaTypeFileSchema
  if (file.startsWith('guide/items/')) return ItemsFileSchema
  return undefined
}

/** Fields kept as their owners publish them in one file only: a crisis line's name is its own. */
const VERBATIM_IN: Record<string, string[]> = { 'safety/crisis-lines.json': ['name'] }

const read = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'))

interface Lines {
  lines: { slug: string; order: number; sources: string[]; description: string }[]
}

/**
 * The crisis lines are a list for the reader's place and language, not a text (decision 083): the
 * Spanish file has every English line, translated, and may add lines for Spanish speakers (sourced,
 * in Spanish) and order them for its readers. Each English line is compared with its own.
 */
function lineDifferences(english: Lines, spanish: Lines, file: string, verbatim: ReadonlySet<string>) {
  const bySlug = new Map(spanish.lines.map((line) => [line.slug, line]))
  const without = ({ order: _order, ...line }: Lines['lines'][number]) => line
  const found = english.lines.flatMap((line) => {
    const other = bySlug.get(line.slug)
    if (!other) return [`${file}: ${line.slug} is missing`]
    return differences(without(line), without(other), `${file}.${line.slug}`, '', verbatim)
  })
  const englishTexts = new Set(english.lines.map((line) => line.description))
  for (const line of spanish.lines.filter((l) => !english.lines.some((e) => e.slug === l.slug))) {
    if (line.sources.length === 0) found.push(`${file}.${line.slug}: a line added without sources`)
    if (englishTexts.has(line.description)) found.push(`${file}.${line.slug}: left in English`)
  }
  return found
}

describe('the Spanish content', () => {
  it('reads figures the way each language writes them', () => {
    expect(figuresIn('28.3 % of 17,337 adults, 1995–1997', 'en')).toEqual([28.3, 1995, 1997, 17337])
    expect(figuresIn('el 28,3 % de 17\u00a0337 adultos, 1995–1997', 'es')).toEqual([28.3, 1995, 1997, 17337])
    expect(figuresIn('el 28.3 %', 'es')).toEqual([3, 28])
  })

  it('finds a figure changed, a slug translated, a part left out and a sentence left in English', () => {
    const english = {
      slug: 'physical-abuse',
      parts: [{ text: 'One in four adults, 28.3 %.' }, { text: 'Two.' }],
    }
    expect(
      differences(
        english,
        { slug: 'abuso-fisico', parts: [{ text: 'One in four adults, 28.3 %.' }] },
        'file',
      ),
    ).toEqual([
      'file.parts: 2 entries in English, not as many in Spanish',
      'file.slug: must stay "physical-abuse"',
    ])
    expect(
      differences(
        english,
        { slug: 'physical-abuse', parts: [{ text: 'Uno de cada cuatro, 23,8 %.' }, { text: 'Dos.' }] },
        'file',
      ),
    ).toEqual(['file.parts[0].text: figures 28.3 in English, 23.8 in Spanish'])
    expect(
      differences(english, { slug: 'physical-abuse', parts: [english.parts[0], { text: 'Dos.' }] }, 'file'),
    ).toEqual([
      'file.parts[0].text: figures 28.3 in English, 3, 28 in Spanish',
      'file.parts[0].text: left in English',
    ])
  })

  it("keeps a source's citation as published and finds its note left out, left in English or with another figure", () => {
    const source = {
      key: 'cdc-ace-prevalence',
      citation: 'CDC. ACE Study: Data and Statistics.',
      note: 'Archived page: 17,337 participants.',
      language: 'en',
    }
    const english = { sources: [source] }
    const spanish = (changes: Partial<typeof source>) => ({ sources: [{ ...source, ...changes }] })
    expect(
      differences(english, spanish({ note: 'Página archivada: 17\u00a0337 participantes.' }), 'file'),
    ).toEqual([])
    expect(
      differences(english, spanish({ citation: 'CDC. Estudio ACE: datos.', note: source.note }), 'file'),
    ).toEqual([
      'file.sources[0].citation: must stay "CDC. ACE Study: Data and Statistics."',
      'file.sources[0].note: figures 17337 in English, 17.337 in Spanish',
      'file.sources[0].note: left in English',
    ])
    expect(
      differences(english, spanish({ note: 'Página archivada: 17.337 participantes.' }), 'file'),
    ).toEqual(['file.sources[0].note: figures 17337 in English, 17, 337 in Spanish'])
    const { note: _note, ...withoutNote } = source
    expect(differences(english, { sources: [withoutNote] }, 'file')).toEqual([
      'file.sources[0]: fields citation,key,language,note in English, citation,key,language in Spanish',
    ])
    // A short note is Kindred's words all the same: two words left in English are found.
    expect(differences({ note: 'Archived page.' }, { note: 'Archived page.' }, 'file')).toEqual([
      'file.note: left in English',
    ])
  })

  const files = jsonFilesUnder(SPANISH)
  it('covers every content file a person reads', () => {
    // The generated display names stay as they are in every language (decision 080).
    const english = jsonFilesUnder(paths.content).filter(
      (file) => !file.startsWith('es/') && !file.startsWith('identity/'),
    )
    expect(english.filter((file) => !files.includes(file))).toEqual([])
  })

  it.each(files)('%s says what the English file says, with the same figures', (file) => {
    const english = path.join(paths.content, file)
    expect(fs.existsSync(english), `content/${file} has no English original`).toBe(true)
    const verbatim = new Set([...VERBATIM, ...(VERBATIM_IN[file] ?? [])])
    const [original, translated] = [read(english), read(path.join(SPANISH, file))]
    const found =
      file === 'safety/crisis-lines.json'
        ? lineDifferences(original as Lines, translated as Lines, file, verbatim)
        : differences(original, translated, file, '', verbatim)
    expect(found).toEqual([])
  })

  it.each(files.filter((file) => guideSchemaOf(file)))('%s fits the guide content schema', (file) => {
    const parsed = guideSchemaOf(file)!.safeParse(read(path.join(SPANISH, file)))
    expect(parsed.error?.issues ?? []).toEqual([])
  })
})
