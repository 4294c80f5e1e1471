import { useCallback, useId, useLayoutEffect, useMemo, useState, type FormEvent } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Memory } from '@kindred/contract/memories'
import { CreateMemoryBodySchema, EditMemoryBodySchema } from '@kindred/contract/memories-writing'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { ValidatedForm } from '@/components/ui/validated-form'
import { validateForm } from '@/lib/form-errors'
import { languageOfShown } from '@/lib/i18n/languages'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useCreateMemory } from '../../api/create-memory'
import { useEditMemory } from '../../api/edit-memory'
import { useMemoryAllowance } from '../../api/get-memory-allowance'
import {
  emptyValues,
  sharingChoice,
  toRequestBody,
  valuesOf,
  type ComposerValues,
} from '../../lib/composer-values'
import { inShownLanguage } from '../../lib/composer-errors'
import { mentionsSelfHarm } from '../../lib/crisis-words'
import { ANONYMOUS_WORDS } from '../../lib/memory-words'
import { clearMemoryDraft, readMemoryDraft, saveMemoryDraft } from '../../stores/memory-draft'
import { useMemoriesEnvironment } from '../memories-context'
import { ComposerFields } from './composer-fields'
import { CrisisNote } from './crisis-note'
import { NewAccountAllowance } from './new-account-allowance'
import { SharingChoices } from './sharing-choices'
import { WritingPrompts } from './writing-prompts'

interface MemoryComposerProps {
  /** The memory to edit; without one, a new memory, kept as a draft while it is written. */
  memory?: Memory
  onDone: (memory: Memory) => void
  onCancel: () => void
}

const REQUIRED = {
  title: msg`Please give your memory a title: a few words are enough.`,
  body: msg`Please write your memory.`,
}

const isBlank = (values: ComposerValues) => values.title.trim() === '' && values.body.trim() === ''

/** The fields a sharing refusal is reported on (a 422 of the API names one of them). */
const SHARING_FIELDS = ['anonymous', 'visibility']

/**
 * Writing or editing a memory (SPEC §5). A new memory's draft is kept in this tab as it is typed, so
 * a reload loses nothing; a quick exit wipes it. While the text mentions self-harm or suicide, a
 * private note with crisis lines appears below it (SPEC §10): nothing is blocked and nothing is sent.
 * A new account is told at the top, before it writes, how many memories it can share today and
 * until when (decision 037).
 */
export function MemoryComposer({ memory, onDone, onCancel }: MemoryComposerProps) {
  const editing = memory !== undefined
  const { t, i18n } = useLingui()
  const { composerNotice, anonymousByDefault } = useMemoriesEnvironment()
  // A memory is written in the language the page is shown in, unless the person says otherwise.
  const shown = languageOfShown(i18n.locale)
  const [start] = useState(() => {
    const empty = emptyValues(anonymousByDefault, shown)
    const draft = memory ? null : readMemoryDraft(empty)
    return { values: (memory ? valuesOf(memory) : draft) ?? empty, chosen: draft !== null }
  })
  const [typed, setValues] = useState<ComposerValues>(start.values)
  // Until the person ticks or unticks it themself (or a draft or the memory says), "Share without my
  // name" follows their default, which may arrive after the form (decision 057); "Written in", the
  // language shown, which they may switch while writing.
  const [nameChosen, setNameChosen] = useState(editing || start.chosen)
  const [languageChosen, setLanguageChosen] = useState(editing || start.chosen)
  const values = useMemo(
    () => ({
      ...typed,
      anonymous: nameChosen ? typed.anonymous : anonymousByDefault,
      language: languageChosen ? typed.language : shown,
    }),
    [typed, nameChosen, anonymousByDefault, languageChosen, shown],
  )
  const feedback = useFormFeedback()
  const create = useCreateMemory()
  const edit = useEditMemory(memory?.hash_id ?? '')
  const allowance = useMemoryAllowance({ enabled: !editing })
  const { refetch: askAllowanceAgain } = allowance
  const allowanceTimeCame = useCallback(() => void askAllowanceAgain(), [askAllowanceAgain])
  const ids = { title: useId(), body: useId(), anonymous: useId() }
  const crisis = mentionsSelfHarm(`${values.title}\n${values.body}`)

  // Saved as the change is drawn, not after the next paint: a passive effect waits for a frame
  // (Preact schedules it with requestAnimationFrame), and a reload in that moment lost the words
  // just written (CI's new-account-limits journey, reloading right after typing).
  useLayoutEffect(() => {
    if (editing) return
    if (isBlank(values)) clearMemoryDraft()
    else saveMemoryDraft(values)
  }, [editing, values])

  const change = (patch: Partial<ComposerValues>) => {
    if (patch.anonymous !== undefined) setNameChosen(true)
    if (patch.language !== undefined) setLanguageChosen(true)
    setValues((current) => ({ ...current, ...patch }))
    const next = { ...values, ...patch }
    // The pair refused, then one of the two changed: the error about it goes, the rest of the form as is.
    const shown = Object.keys(feedback.fieldErrors).filter((field) => feedback.fieldErrors[field])
    if (
      shown.length > 0 &&
      shown.every((field) => SHARING_FIELDS.includes(field)) &&
      !feedback.formError &&
      sharingChoice(next, memory) !== 'refused'
    )
      feedback.clear()
  }
  const pending = create.isPending || edit.isPending

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const body = toRequestBody(values)
    // A new memory's schema refuses the pair itself (beside any other mistake); an edit's may keep a
    // pair saved before, so the composer asks the same rule as the server.
    const required = { title: t(REQUIRED.title), body: t(REQUIRED.body) }
    const { errors } = editing
      ? validateForm(EditMemoryBodySchema, body, required)
      : validateForm(CreateMemoryBodySchema, body, required)
    if (errors) {
      feedback.showFields(inShownLanguage(errors, i18n))
      return
    }
    if (sharingChoice(values, memory) === 'refused') {
      feedback.showFields({ anonymous: t(ANONYMOUS_WORDS.refused) })
      return
    }
    feedback.clear()
    const sent = editing ? edit.mutateAsync(body) : create.mutateAsync(body)
    sent.then(
      (saved) => {
        if (!editing) clearMemoryDraft()
        onDone(saved)
      },
      (error: unknown) => feedback.showError(error),
    )
  }

  const discard = () => {
    if (!editing) clearMemoryDraft()
    onCancel()
  }

  return (
    <ValidatedForm
      label={editing ? t`Edit your memory` : t`Share a memory`}
      onSubmit={submit}
      feedback={feedback}
      fieldIds={ids}
      className="flex max-w-2xl flex-col gap-6"
    >
      {composerNotice}
      {editing ? null : (
        <NewAccountAllowance allowance={allowance.data?.new_account} onTimeCome={allowanceTimeCame} />
      )}
      {editing ? null : <WritingPrompts />}
      <ComposerFields values={values} onChange={change} ids={ids} errors={feedback.fieldErrors} />
      <p className="sr-only" aria-live="polite">
        {crisis ? (
          <Trans>A private note with people you can talk to is shown below your memory.</Trans>
        ) : null}
      </p>
      {crisis ? <CrisisNote /> : null}
      <SharingChoices
        values={values}
        onChange={change}
        errors={feedback.fieldErrors}
        anonymousId={ids.anonymous}
        saved={memory}
      />
      {editing ? null : (
        <p className="text-base text-muted">
          <Trans>
            Your draft is kept in this tab while you write, also after “Not now”, and wiped if you use quick
            exit.
          </Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel={editing ? t`Saving…` : t`Sharing…`}>
          {editing ? (
            <Trans>Save changes</Trans>
          ) : values.visibility === 'private' ? (
            <Trans>Save to my journal</Trans>
          ) : (
            <Trans>Share memory</Trans>
          )}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {editing ? <Trans>Cancel</Trans> : <Trans>Not now</Trans>}
        </Button>
        {editing || isBlank(values) ? null : (
          <Button variant="quiet" onClick={discard} disabled={pending}>
            <Trans>Discard draft</Trans>
          </Button>
        )}
      </div>
    </ValidatedForm>
  )
}
