import { useId, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MemoryTag } from '@kindred/contract/memories'
import { AGE_RANGES, MEMORY_LANGUAGES, SEARCH_QUERY_MAX } from '@kindred/contract/memories-constants'
import type { MemoryType } from '@kindred/contract/memories-content'
import { Button } from '@/components/ui/button'
import { inputClassName } from '@/components/ui/field-parts'
import { TextField } from '@/components/ui/text-field'
import { isLanguage, LANGUAGE_NAMES } from '@/lib/i18n/languages'
import type { SearchInput } from '../../hooks/use-search-params'
import { AGE_RANGE_WORDS, MEMORY_TYPE_ORDER, MEMORY_TYPE_WORDS } from '../../lib/memory-words'
import { useTagKinds } from '../../lib/tag-kinds'

interface SearchFormProps {
  initial: SearchInput
  tags: readonly MemoryTag[]
  onSearch: (input: SearchInput) => void
}

/** Words to look for, and filters by tag, kind of memory, age, language and order. */
export function SearchForm({ initial, tags, onSearch }: SearchFormProps) {
  const id = useId()
  const { t } = useLingui()
  const kinds = useTagKinds()
  const [input, setInput] = useState(initial)
  const change = (patch: Partial<SearchInput>) => setInput((current) => ({ ...current, ...patch }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(input)
  }
  const select = (
    name: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    options: [value: string, text: string, lang?: string][],
  ) => (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={`${id}-${name}`} className="font-semibold">
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClassName}
      >
        {options.map(([v, text, lang]) => (
          <option key={v} value={v} lang={lang}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <form role="search" aria-label={t`Search memories`} onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        type="search"
        label={t`Words to look for`}
        hint={t`For example: kitchen, my brother, starting school.`}
        value={input.q}
        onValueChange={(q) => change({ q })}
        maxLength={SEARCH_QUERY_MAX}
        enterKeyHint="search"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor={`${id}-tag`} className="font-semibold">
            <Trans>Tag</Trans>
          </label>
          <select
            id={`${id}-tag`}
            value={input.tagSlug}
            onChange={(event) => change({ tagSlug: event.target.value })}
            className={inputClassName}
          >
            <option value="">{t`Any tag`}</option>
            {(kinds ?? []).map((kind) => (
              <optgroup key={kind.slug} label={kind.name}>
                {tags
                  .filter((tag) => tag.kind === kind.slug)
                  .map((tag) => (
                    <option key={tag.id} value={tag.slug}>
                      {tag.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        {select(
          'mt',
          t`Kind of memory`,
          String(input.mt ?? ''),
          (v) => change({ mt: v ? (Number(v) as MemoryType) : null }),
          [
            ['', t`Any kind`],
            ...MEMORY_TYPE_ORDER.map((mt): [string, string] => [String(mt), t(MEMORY_TYPE_WORDS[mt].label)]),
          ],
        )}
        {select(
          'age',
          t`Age`,
          input.ageRange ?? '',
          (v) => change({ ageRange: (v || null) as SearchInput['ageRange'] }),
          [
            ['', t`Any age`],
            ...AGE_RANGES.map((range): [string, string] => [range, t(AGE_RANGE_WORDS[range])]),
          ],
        )}
        {select(
          'language',
          t`Written in`,
          input.language ?? '',
          (v) => change({ language: isLanguage(v) ? v : null }),
          [
            ['', t`Any language`],
            ...MEMORY_LANGUAGES.map((l): [string, string, string] => [l, LANGUAGE_NAMES[l], l]),
          ],
        )}
        {select(
          'sort',
          t`Order`,
          input.sort,
          (v) => change({ sort: v === 'newest' ? 'newest' : 'relevance' }),
          [
            ['relevance', t`Closest match first`],
            ['newest', t`Newest first`],
          ],
        )}
      </div>
      <Button type="submit" className="self-start">
        <Trans>Search</Trans>
      </Button>
    </form>
  )
}
