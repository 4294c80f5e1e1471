import { Trans } from '@lingui/react/macro'
import { TextLink } from '@/components/ui/text-link'
import { useGuideSessionStore } from '../../stores/guide-session-store'
import { useGuideStore } from '../../stores/guide-store'

/**
 * "Your guide" in a member's space: where their guide is, from what this device knows, with the way
 * there. It asks the server nothing: /guide itself finds a guide started or finished on another
 * device, and opens a finished one on its report (issue 34).
 */
export function YourGuide() {
  const finished = useGuideStore((state) => state.finished && state.myReportId !== null)
  const started = useGuideSessionStore((state) => state.session_id !== null)
  const [text, link] = finished
    ? [
        <Trans>You finished the guide. Your report is kept with your account.</Trans>,
        <Trans>Open your report</Trans>,
      ]
    : started
      ? [
          <Trans>
            You have started the guide. Your answers are kept, so you can carry on where you left off.
          </Trans>,
          <Trans>Carry on with the guide</Trans>,
        ]
      : [
          <Trans>
            The guide asks about your childhood, a few questions at a time, and makes a report you can keep.
            Taken while signed in, it is kept with your account, so you can carry on, or open your report, on
            any device.
          </Trans>,
          <Trans>Open the guide</Trans>,
        ]
  return (
    <section aria-labelledby="your-guide" className="flex flex-col gap-3">
      <h2 id="your-guide" className="text-2xl font-semibold">
        <Trans>Your guide</Trans>
      </h2>
      <p>{text}</p>
      <p>
        <TextLink to="/guide">{link}</TextLink>
      </p>
    </section>
  )
}
