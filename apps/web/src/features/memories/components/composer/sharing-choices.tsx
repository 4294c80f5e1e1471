import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Memory } from '@kindred/contract/memories'
import { COMMENTS_POLICIES, VISIBILITIES } from '@kindred/contract/memories-constants'
import type { FieldErrors } from '@/lib/form-errors'
import { sharingChoice, type ComposerValues } from '../../lib/composer-values'
import { ANONYMOUS_WORDS, COMMENTS_WORDS, VISIBILITY_WORDS } from '../../lib/memory-words'
import { ChoiceGroup } from './choice-group'

interface SharingChoicesProps {
  values: ComposerValues
  onChange: (patch: Partial<ComposerValues>) => void
  errors: FieldErrors
  /** The checkbox's id, so the form's error summary can take the person to it. */
  anonymousId: string
  /** The memory being edited, as saved: a pair saved before may stay as it is. */
  saved?: Pick<Memory, 'visibility' | 'anonymous'> | undefined
}

/**
 * Who can read it, whether your name shows, and who can reply, each said plainly. A memory only your
 * connections can read cannot be anonymous (they would know whose it is): chosen together, why is
 * said right under the checkbox, read out as it appears, and the form does not send it. Nothing is
 * unticked for the person: which of the two to keep is theirs to choose.
 */
export function SharingChoices({ values, onChange, errors, anonymousId, saved }: SharingChoicesProps) {
  const id = useId()
  const { t } = useLingui()
  const sharing = sharingChoice(values, saved)
  const hint = t(
    values.visibility === 'connections' ? ANONYMOUS_WORDS.notForConnections : ANONYMOUS_WORDS.hint,
  )
  const note =
    sharing === 'refused'
      ? t(ANONYMOUS_WORDS.refused)
      : sharing === 'kept'
        ? t(ANONYMOUS_WORDS.keptInComposer)
        : null
  return (
    <>
      <ChoiceGroup
        legend={t`Who can read it?`}
        choices={VISIBILITIES.map((value) => ({
          value,
          label: t(VISIBILITY_WORDS[value].label),
          hint: t(VISIBILITY_WORDS[value].hint),
        }))}
        value={values.visibility}
        onChange={(visibility) => onChange({ visibility })}
        error={errors.visibility}
      />
      <div className="flex items-start gap-3">
        <input
          id={anonymousId}
          type="checkbox"
          checked={values.anonymous}
          onChange={(event) => onChange({ anonymous: event.target.checked })}
          aria-describedby={note ? `${id}-anonymous-note` : `${id}-anonymous-hint`}
          aria-invalid={errors.anonymous ? true : undefined}
          className="mt-1.5 size-5 shrink-0 accent-brand"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor={anonymousId} className="font-semibold">
            {t(ANONYMOUS_WORDS.label)}
          </label>
          {note ? null : (
            <p id={`${id}-anonymous-hint`} className="text-base text-muted">
              {hint}
            </p>
          )}
          {/* Always in the page, so what appears in it is read out at once. */}
          <p
            id={`${id}-anonymous-note`}
            role="status"
            className={note ? 'rounded-xl border-2 border-line bg-calm px-4 py-3' : 'sr-only'}
          >
            {note}
          </p>
        </div>
      </div>
      {values.visibility === 'private' ? null : (
        <ChoiceGroup
          legend={t`Who can reply?`}
          choices={COMMENTS_POLICIES.map((value) => ({
            value,
            label: t(COMMENTS_WORDS[value].label),
            hint: t(COMMENTS_WORDS[value].hint),
          }))}
          value={values.commentsPolicy}
          onChange={(commentsPolicy) => onChange({ commentsPolicy })}
          error={errors.comments_policy}
        />
      )}
    </>
  )
}
