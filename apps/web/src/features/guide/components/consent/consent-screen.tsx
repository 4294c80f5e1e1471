import { Trans, useLingui } from '@lingui/react/macro'
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

/** Consent and onboarding: nothing is sent, let alone stored, until the person agrees. */
export function ConsentScreen({ signedIn, deleted, resumeFailed, onStarted }: ConsentScreenProps) {
  const { t } = useLingui()
  const checkboxId = useId()
  const checkbox = useRef<HTMLInputElement>(null)
  const [agreed, setAgreed] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const create = useCreateSession(onStarted)
  const onboarding = useGuideStore((state) => state.flags.onboarding)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!agreed) {
      setError(t`Please tick the box to agree before you start. Nothing is kept until you do.`)
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
          <Trans>
            We could not check whether you have a guide in progress on another device. You can start here, or
            come back later to try again.
          </Trans>
        </p>
      ) : null}
      <Card className="flex flex-col gap-4">
        <h2 className="text-2xl font-semibold">
          <Trans>Before you begin</Trans>
        </h2>
        <p>
          <Trans>
            The guide asks about the years you grew up in, in six short groups of questions. There are no
            right or wrong answers, and you can pause at any point and come back later.
          </Trans>
        </p>
        <WhatIsStored signedIn={signedIn} />
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t`Agree and start`}>
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
                <Trans>I have read this, and I agree that my answers are kept as described.</Trans>
              </label>
            </div>
          </div>
          <Failure error={create.error}>
            <Trans>We could not start the guide.</Trans>
          </Failure>
          <SubmitButton
            pending={create.isPending || onboarding}
            pendingLabel={t`Getting your guide ready…`}
            className="self-start"
          >
            <Trans>Start the guide</Trans>
          </SubmitButton>
        </form>
      </Card>
    </div>
  )
}
