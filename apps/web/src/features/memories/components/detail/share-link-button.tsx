import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'

/** Copies the memory's address; where the browser will not, shows it to copy by hand. */
export function ShareLinkButton({ shareableLink }: { shareableLink: string }) {
  const url = `${window.location.origin}/memories/m/${shareableLink}`
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setState('copied')
    } catch {
      setState('manual')
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={() => void copy()}>
        <Trans>Copy link to share</Trans>
      </Button>
      <p role="status" className="text-base text-muted">
        {state === 'copied' ? <Trans>Link copied.</Trans> : null}
      </p>
      {state === 'manual' ? (
        <label className="flex flex-col gap-1 text-base">
          <Trans>Copy this link:</Trans>
          <input
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 rounded-xl border-2 border-line bg-card px-3"
          />
        </label>
      ) : null}
    </div>
  )
}
