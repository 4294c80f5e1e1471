import { useId } from 'react'
import { COMMENTS_POLICIES, VISIBILITIES } from '@kindred/contract/memories'
import type { FieldErrors } from '@/lib/form-errors'
import type { ComposerValues } from '../../lib/composer-values'
import { COMMENTS_WORDS, VISIBILITY_WORDS } from '../../lib/memory-words'
import { ChoiceGroup } from './choice-group'

interface SharingChoicesProps {
  values: ComposerValues
  onChange: (patch: Partial<ComposerValues>) => void
  errors: FieldErrors
}

/** Who can read it, whether your name shows, and who can reply, each said plainly. */
export function SharingChoices({ values, onChange, errors }: SharingChoicesProps) {
  const id = useId()
  return (
    <>
      <ChoiceGroup
        legend="Who can read it?"
        choices={VISIBILITIES.map((value) => ({ value, ...VISIBILITY_WORDS[value] }))}
        value={values.visibility}
        onChange={(visibility) => onChange({ visibility })}
        error={errors.visibility}
      />
      <div className="flex items-start gap-3">
        <input
          id={`${id}-anonymous`}
          type="checkbox"
          checked={values.anonymous}
          onChange={(event) => onChange({ anonymous: event.target.checked })}
          aria-describedby={`${id}-anonymous-hint`}
          className="mt-1.5 size-5 shrink-0 accent-brand"
        />
        <span className="flex flex-col">
          <label htmlFor={`${id}-anonymous`} className="font-semibold">
            Share without my name
          </label>
          <span id={`${id}-anonymous-hint`} className="text-base text-muted">
            Readers see “Shared anonymously”. Only Kindred’s moderators can see it was you.
          </span>
        </span>
      </div>
      {values.visibility === 'private' ? null : (
        <ChoiceGroup
          legend="Who can reply?"
          choices={COMMENTS_POLICIES.map((value) => ({ value, ...COMMENTS_WORDS[value] }))}
          value={values.commentsPolicy}
          onChange={(commentsPolicy) => onChange({ commentsPolicy })}
          error={errors.comments_policy}
        />
      )}
    </>
  )
}
