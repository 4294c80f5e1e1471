import { Trans } from '@lingui/react/macro'

/** First focusable thing on every page: lets keyboard and screen-reader users jump past the header. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only rounded-xl bg-brand px-4 py-3 font-semibold text-white focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
    >
      <Trans>Skip to main content</Trans>
    </a>
  )
}
