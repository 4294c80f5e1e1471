import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MemoryTag } from '@kindred/contract/memories'
import {
  AGE_RANGES,
  MEMORY_BODY_MAX,
  MEMORY_BODY_MIN,
  MEMORY_TITLE_MAX,
} from '@kindred/contract/memories-constants'
import type { MemoryType } from '@kindred/contract/memories-content'
import { inputClassName } from '@/components/ui/field-parts'
import { TextAreaField } from '@/components/ui/text-area-field'
import { TextField } from '@/components/ui/text-field'
import type { FieldErrors } from '@/lib/form-errors'
import { memoryKeys, wordedAsShown } from '../../api/keys'
import type { ComposerValues } from '../../lib/composer-values'
import { AGE_RANGE_WORDS, MEMORY_TYPE_ORDER, MEMORY_TYPE_WORDS } from '../../lib/memory-words'
import { tagFitsType } from '../../lib/tag-fit'
import { ChoiceGroup } from './choice-group'
import { TagPicker } from './tag-picker'
import { WarningChoices } from './warning-choices'
import { WrittenIn } from './written-in'

interface ComposerFieldsProps {
  values: ComposerValues
  onChange: (patch: Partial<ComposerValues>) => void
  ids: { title: string; body: string }
  errors: FieldErrors
}

/** The memory itself: title, text, the language it is in, what kind of memory, the age it is from, tags and warnings. */
export function ComposerFields({ values, onChange, ids, errors }: ComposerFieldsProps) {
  const { t, i18n } = useLingui()
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

  const min = MEMORY_BODY_MIN
  // Figures as the shown language writes them (10,000 in English, 10.000 in Spanish).
  const count = i18n.number(values.body.length)
  const max = i18n.number(MEMORY_BODY_MAX)
  return (
    <>
      <TextField
        {...textField('title')}
        label={t`Title`}
        hint={t`A few words that sum it up.`}
        maxLength={MEMORY_TITLE_MAX}
      />
      <TextAreaField
        {...textField('body')}
        label={t`Your memory`}
        hint={t`In your own words, as much or as little as you like (at least ${min} characters). Plain text: line breaks are kept.`}
        maxLength={MEMORY_BODY_MAX}
        rows={10}
        describedByExtra={`${ids.body}-count`}
      />
      <p id={`${ids.body}-count`} className="-mt-4 text-base text-muted">
        <Trans>
          {count} of {max} characters
        </Trans>
      </p>
      <WrittenIn
        id={`${ids.body}-language`}
        value={values.language}
        onChange={(language) => onChange({ language })}
      />
      <ChoiceGroup
        legend={t`What is this memory about?`}
        choices={MEMORY_TYPE_ORDER.map((mt) => ({
          value: mt,
          label: t(MEMORY_TYPE_WORDS[mt].label),
          hint: t(MEMORY_TYPE_WORDS[mt].hint),
        }))}
        value={values.mt}
        onChange={changeType}
        error={errors.mt}
      />
      <div className="flex flex-col gap-2">
        <label htmlFor={`${ids.body}-age`} className="font-semibold">
          <Trans>How old were you? (optional)</Trans>
        </label>
        <select
          id={`${ids.body}-age`}
          value={values.ageRange}
          onChange={(event) => onChange({ ageRange: event.target.value as ComposerValues['ageRange'] })}
          className={inputClassName}
        >
          <option value="">{t`I’d rather not say`}</option>
          {AGE_RANGES.map((range) => (
            <option key={range} value={range}>
              {t(AGE_RANGE_WORDS[range])}
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

/**
 * Every tag loaded so far in the language shown (any kind, any type), by id: to name chosen tags and
 * check their fit.
 */
function useKnownTags(): Map<number, MemoryTag> {
  const queryClient = useQueryClient()
  const known = new Map<number, MemoryTag>()
  const shown = { predicate: wordedAsShown }
  for (const [, tags] of queryClient.getQueriesData<MemoryTag[]>({ queryKey: memoryKeys.allTags, ...shown }))
    for (const tag of tags ?? []) known.set(tag.id, tag)
  for (const [, memory] of queryClient.getQueriesData<{ tags?: MemoryTag[] } | null>({
    queryKey: memoryKeys.links,
    ...shown,
  }))
    for (const tag of memory?.tags ?? []) if (!known.has(tag.id)) known.set(tag.id, tag)
  return known
}
