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
    ? ['You finished the guide. Your report is kept with your account.', 'Open your report']
    : started
      ? [
          'You have started the guide. Your answers are kept, so you can carry on where you left off.',
          'Carry on with the guide',
        ]
      : [
          'The guide asks about your childhood, a few questions at a time, and makes a report you can keep. Taken while signed in, it is kept with your account, so you can carry on, or open your report, on any device.',
          'Open the guide',
        ]
  return (
    <section aria-labelledby="your-guide" className="flex flex-col gap-3">
      <h2 id="your-guide" className="text-2xl font-semibold">
        Your guide
      </h2>
      <p>{text}</p>
      <p>
        <TextLink to="/guide">{link}</TextLink>
      </p>
    </section>
  )
}
