import { useId, useState, type FormEvent } from 'react'
import type { MemoryTag } from '@kindred/contract/memories'
import { AGE_RANGES, SEARCH_QUERY_MAX } from '@kindred/contract/memories-constants'
import type { MemoryType } from '@kindred/contract/memories-content'
import { Button } from '@/components/ui/button'
import { inputClassName } from '@/components/ui/field-parts'
import { TextField } from '@/components/ui/text-field'
import type { SearchInput } from '../../hooks/use-search-params'
import { AGE_RANGE_WORDS, MEMORY_TYPE_ORDER, MEMORY_TYPE_WORDS } from '../../lib/memory-words'
import { tagKinds } from '../../lib/tag-kinds'

interface SearchFormProps {
  initial: SearchInput
  tags: readonly MemoryTag[]
  onSearch: (input: SearchInput) => void
}

/** Words to look for, and filters by tag, kind of memory, age and order. */
export function SearchForm({ initial, tags, onSearch }: SearchFormProps) {
  const id = useId()
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
    options: [string, string][],
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
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <form role="search" aria-label="Search memories" onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        type="search"
        label="Words to look for"
        hint="For example: kitchen, my brother, starting school."
        value={input.q}
        onValueChange={(q) => change({ q })}
        maxLength={SEARCH_QUERY_MAX}
        enterKeyHint="search"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor={`${id}-tag`} className="font-semibold">
            Tag
          </label>
          <select
            id={`${id}-tag`}
            value={input.tagSlug}
            onChange={(event) => change({ tagSlug: event.target.value })}
            className={inputClassName}
          >
            <option value="">Any tag</option>
            {tagKinds.map((kind) => (
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
          'Kind of memory',
          String(input.mt ?? ''),
          (v) => change({ mt: v ? (Number(v) as MemoryType) : null }),
          [
            ['', 'Any kind'],
            ...MEMORY_TYPE_ORDER.map((mt): [string, string] => [String(mt), MEMORY_TYPE_WORDS[mt].label]),
          ],
        )}
        {select(
          'age',
          'Age',
          input.ageRange ?? '',
          (v) => change({ ageRange: (v || null) as SearchInput['ageRange'] }),
          [['', 'Any age'], ...AGE_RANGES.map((range): [string, string] => [range, AGE_RANGE_WORDS[range]])],
        )}
        {select(
          'sort',
          'Order',
          input.sort,
          (v) => change({ sort: v === 'newest' ? 'newest' : 'relevance' }),
          [
            ['relevance', 'Closest match first'],
            ['newest', 'Newest first'],
          ],
        )}
      </div>
      <Button type="submit" className="self-start">
        Search
      </Button>
    </form>
  )
}
