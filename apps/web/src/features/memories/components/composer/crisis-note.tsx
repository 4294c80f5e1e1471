import { Trans } from '@lingui/react/macro'
import { useMemoriesEnvironment } from '../memories-context'

/**
 * SPEC §10: while someone writes about self-harm or suicide, a gentle note with crisis lines, for
 * their eyes only. It blocks nothing and nothing about it is sent anywhere.
 */
export function CrisisNote() {
  const { crisisLines } = useMemoriesEnvironment()
  return (
    <aside aria-labelledby="composer-crisis-note" className="flex flex-col gap-3 rounded-2xl bg-calm p-5">
      <h3 id="composer-crisis-note" className="text-xl font-semibold">
        <Trans>If this is close to how you feel now</Trans>
      </h3>
      <p>
        <Trans>
          Writing about this can bring a lot back. If you are thinking about hurting yourself, or it feels too
          heavy to hold alone, you can talk to someone right now, for free. Only you can see this note, and
          you can still share your memory whenever you are ready.
        </Trans>
      </p>
      {crisisLines}
    </aside>
  )
}
