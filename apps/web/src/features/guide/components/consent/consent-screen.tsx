import { useId, useRef, useState, type FormEvent } from 'react'
import { Card } from '@/components/ui/card'
import { FieldError } from '@/components/ui/field-parts'
import { SubmitButton } from '@/components/ui/submit-button'
import { Failure } from '@/components/ui/failure'
import { useCreateSession } from '../../api/create-session'
import { useGuideStore } from '../../stores/guide-store'
import { DeletedNotice } from './deleted-notice'
import { WhatIsStored } from './what-is-stored'

interface ConsentScreenProps {
  signedIn: boolean
  deleted: boolean
  resumeFailed: boolean
  onStarted: () => void
}

const NOT_AGREED = 'Please tick the box to agree before you start. Nothing is kept until you do.'

/** Consent and onboarding: nothing is sent, let alone stored, until the person agrees. */
export function ConsentScreen({ signedIn, deleted, resumeFailed, onStarted }: ConsentScreenProps) {
  const checkboxId = useId()
  const checkbox = useRef<HTMLInputElement>(null)
  const [agreed, setAgreed] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const create = useCreateSession(onStarted)
  const onboarding = useGuideStore((state) => state.flags.onboarding)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!agreed) {
      setError(NOT_AGREED)
      checkbox.current?.focus()
      return
    }
    setError(undefined)
    create.mutate()
  }

  return (
    <div className="flex flex-col gap-6">
      {deleted ? <DeletedNotice /> : null}
      {resumeFailed ? (
        <p className="rounded-2xl border-2 border-line bg-card p-5">
          We could not check whether you have a guide in progress on another device. You can start here, or
          come back later to try again.
        </p>
      ) : null}
      <Card className="flex flex-col gap-4">
        <h2 className="text-2xl font-semibold">Before you begin</h2>
        <p>
          The guide asks about the years you grew up in, in six short groups of questions. There are no right
          or wrong answers, and you can pause at any point and come back later.
        </p>
        <WhatIsStored signedIn={signedIn} />
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Agree and start">
          <div className="flex flex-col gap-2">
            <FieldError id={checkboxId} message={error} />
            <div className="flex items-start gap-3">
              <input
                ref={checkbox}
                id={checkboxId}
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${checkboxId}-error` : undefined}
                className="mt-1 size-6 shrink-0 accent-brand dark:accent-brand-soft"
              />
              <label htmlFor={checkboxId} className="font-semibold">
                I have read this, and I agree that my answers are kept as described.
              </label>
            </div>
          </div>
          <Failure error={create.error}>We could not start the guide.</Failure>
          <SubmitButton
            pending={create.isPending || onboarding}
            pendingLabel="Getting your guide ready…"
            className="self-start"
          >
            Start the guide
          </SubmitButton>
        </form>
      </Card>
    </div>
  )
}
