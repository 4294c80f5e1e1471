import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { HintedChoice } from '@/components/ui/hinted-choice'
import type { PreferenceCategory, PreferenceOption } from '../stores/preference-store'

interface PreferenceChoicesProps {
  category: PreferenceCategory
  isSelected: (option: PreferenceOption) => boolean
  onChoose: (option: PreferenceOption) => void
}

const INTRO: Record<PreferenceCategory['key'], MessageDescriptor> = {
  safety_filters: msg`Memories and comments about the subjects you tick are folded away, named by the filter, until you choose to open them.`,
  empathy_button_text: msg`The words on the button you press when a memory feels close to your own.`,
  theme: msg`Light or dark, whichever is easier on your eyes.`,
  reading_breaks: msg`A gentle note, after a stretch of reading memories, that it is okay to pause. Only time with Kindred on your screen counts.`,
  sharing_name: msg`Whether a new memory, me too or guide comment starts with your name or without it. Each time, you can still choose. Kind words never carry your name.`,
}

/** One category as checkboxes (several may be on) or radio buttons (one), each with its description. */
export function PreferenceChoices({ category, isSelected, onChoose }: PreferenceChoicesProps) {
  const { t } = useLingui()
  const id = useId()
  const type = category.multiple ? 'checkbox' : 'radio'
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-intro`}>
      <legend className="text-xl font-semibold">{category.name}</legend>
      <p id={`${id}-intro`} className="text-muted">
        {t(INTRO[category.key])}
      </p>
      <ul className="flex flex-col gap-3">
        {category.options.map((option) => (
          <HintedChoice
            key={option.id}
            as="li"
            small
            id={`${id}-${option.id}`}
            type={type}
            label={option.label}
            hint={option.description}
            hintId={`${id}-${option.id}-about`}
            name={`${id}-${category.key}`}
            checked={isSelected(option)}
            onChange={() => onChoose(option)}
          />
        ))}
      </ul>
    </fieldset>
  )
}
