import { useQueryClient } from '@tanstack/react-query'
import type { MemoryTag } from '@kindred/contract/memories'
import { AGE_RANGES, MEMORY_BODY_MAX, MEMORY_TITLE_MAX } from '@kindred/contract/memories-constants'
import type { MemoryType } from '@kindred/contract/memories-content'
import { inputClassName } from '@/components/ui/field-parts'
import { TextAreaField } from '@/components/ui/text-area-field'
import { TextField } from '@/components/ui/text-field'
import type { FieldErrors } from '@/lib/form-errors'
import type { ComposerValues } from '../../lib/composer-values'
import { AGE_RANGE_WORDS, MEMORY_TYPE_ORDER, MEMORY_TYPE_WORDS } from '../../lib/memory-words'
import { tagFitsType } from '../../lib/tag-fit'
import { ChoiceGroup } from './choice-group'
import { TagPicker } from './tag-picker'
import { WarningChoices } from './warning-choices'

interface ComposerFieldsProps {
  values: ComposerValues
  onChange: (patch: Partial<ComposerValues>) => void
  ids: { title: string; body: string }
  errors: FieldErrors
}

/** The memory itself: title, text, what kind of memory, the age it is from, tags and warnings. */
export function ComposerFields({ values, onChange, ids, errors }: ComposerFieldsProps) {
  const knownTags = useKnownTags()
  const chosenNames = values.tagIds.flatMap((id) => knownTags.get(id)?.name ?? [])

  const toggleTag = (tag: MemoryTag) =>
    onChange({
      tagIds: values.tagIds.includes(tag.id)
        ? values.tagIds.filter((id) => id !== tag.id)
        : [...values.tagIds, tag.id],
    })
  // Tags that do not fit the new type are let go (the server would refuse them).
  const changeType = (mt: MemoryType) =>
    onChange({
      mt,
      tagIds: values.tagIds.filter((id) => {
        const tag = knownTags.get(id)
        return !tag || tagFitsType(tag, mt)
      }),
    })

  // The two text fields, tied to their value, their change and their error by name.
  const textField = (name: 'title' | 'body') => ({
    id: ids[name],
    value: values[name],
    onValueChange: (text: string) => onChange({ [name]: text }),
    error: errors[name],
  })

  return (
    <>
      <TextField
        {...textField('title')}
        label="Title"
        hint="A few words that sum it up."
        maxLength={MEMORY_TITLE_MAX}
      />
      <TextAreaField
        {...textField('body')}
        label="Your memory"
        hint="In your own words, as much or as little as you like (at least 20 characters). Plain text: line breaks are kept."
        maxLength={MEMORY_BODY_MAX}
        rows={10}
        describedByExtra={`${ids.body}-count`}
      />
      <p id={`${ids.body}-count`} className="-mt-4 text-base text-muted">
        {values.body.length.toLocaleString()} of {MEMORY_BODY_MAX.toLocaleString()} characters
      </p>
      <ChoiceGroup
        legend="What is this memory about?"
        choices={MEMORY_TYPE_ORDER.map((mt) => ({ value: mt, ...MEMORY_TYPE_WORDS[mt] }))}
        value={values.mt}
        onChange={changeType}
        error={errors.mt}
      />
      <div className="flex flex-col gap-2">
        <label htmlFor={`${ids.body}-age`} className="font-semibold">
          How old were you? (optional)
        </label>
        <select
          id={`${ids.body}-age`}
          value={values.ageRange}
          onChange={(event) => onChange({ ageRange: event.target.value as ComposerValues['ageRange'] })}
          className={inputClassName}
        >
          <option value="">I’d rather not say</option>
          {AGE_RANGES.map((range) => (
            <option key={range} value={range}>
              {AGE_RANGE_WORDS[range]}
            </option>
          ))}
        </select>
      </div>
      <TagPicker
        mt={values.mt}
        value={values.tagIds}
        onToggle={toggleTag}
        chosenNames={chosenNames}
        error={errors.tag_ids}
      />
      <WarningChoices value={values.warnings} onChange={(warnings) => onChange({ warnings })} />
    </>
  )
}

/** Every tag loaded so far (any kind, any type), by id: to name chosen tags and check their fit. */
function useKnownTags(): Map<number, MemoryTag> {
  const queryClient = useQueryClient()
  const known = new Map<number, MemoryTag>()
  for (const [, tags] of queryClient.getQueriesData<MemoryTag[]>({ queryKey: ['memories', 'tags'] }))
    for (const tag of tags ?? []) known.set(tag.id, tag)
  for (const [, memory] of queryClient.getQueriesData<{ tags?: MemoryTag[] } | null>({
    queryKey: ['memories', 'link'],
  }))
    for (const tag of memory?.tags ?? []) if (!known.has(tag.id)) known.set(tag.id, tag)
  return known
}
