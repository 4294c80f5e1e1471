import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { useDisplayNameSuggestion } from '../api/get-display-name-suggestion'

interface DisplayNameFieldProps {
  id: string
  /** What the person typed, or null while they keep our suggestion. */
  typed: string | null
  onTypedChange: (value: string | null) => void
  error: string | undefined
}

/** The pseudonym others see: we offer a gentle one ("Quiet Heron"); they may keep it or write their own. */
export function DisplayNameField({ id, typed, onTypedChange, error }: DisplayNameFieldProps) {
  const { t } = useLingui()
  const suggestion = useDisplayNameSuggestion()
  const [asked, setAsked] = useState(false)
  const value = typed ?? suggestion.data?.display_name ?? ''

  const suggestAnother = () => {
    setAsked(true)
    onTypedChange(null)
    void suggestion.refetch()
  }

  return (
    <div className="flex flex-col gap-3">
      <TextField
        id={id}
        label={t`The name others see`}
        hint={t`A pseudonym, never your real name unless you want it to be. Others never see your email.`}
        autoComplete="off"
        value={value}
        onValueChange={onTypedChange}
        error={error}
      />
      <Button
        variant="secondary"
        className="self-start"
        onClick={suggestAnother}
        disabled={suggestion.isFetching}
      >
        <Trans>Suggest another name</Trans>
      </Button>
      <p aria-live="polite" className="sr-only">
        {asked && typed === null && !suggestion.isFetching && value ? t`Suggested name: ${value}` : ''}
      </p>
    </div>
  )
}
