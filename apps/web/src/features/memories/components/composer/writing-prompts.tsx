import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'

const PROMPTS = [
  msg`Where were you, and how old were you?`,
  msg`What do you remember seeing, hearing or feeling?`,
  msg`What did you need then that you did not get?`,
  msg`How does it show up in your life today?`,
  msg`What would you like someone who went through something similar to know?`,
]

/** Gentle, optional starting points, folded away until someone wants them. */
export function WritingPrompts() {
  const { t } = useLingui()
  return (
    <details className="rounded-2xl border-2 border-line p-4">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">
        <Trans>Not sure where to start?</Trans>
      </summary>
      <p className="mt-2">
        <Trans>Some questions that may help. Answer any, all or none: there is no right way.</Trans>
      </p>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
        {PROMPTS.map((prompt) => (
          <li key={prompt.id}>{t(prompt)}</li>
        ))}
      </ul>
      <p className="mt-2 text-muted">
        <Trans>Share only what feels right. You can stop at any point and come back.</Trans>
      </p>
    </details>
  )
}
