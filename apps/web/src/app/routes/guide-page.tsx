import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'

export function GuidePage() {
  return (
    <Page
      title="The guide"
      heading="The guide"
      lead={
        <p>
          A gentle, anonymous set of questions about your childhood. You can pause, change an answer or stop
          at any time, and nothing is saved until you say so.
        </p>
      }
    >
      <ComingSoon
        items={[
          'What the guide is, what it is not, and your consent before any answer is stored',
          'Groups of questions with your progress shown, for example "4 of 6"',
          'Your answers, which you can change or delete',
          'A personal report with a section for each experience, community comments and statistics',
        ]}
      />
      <p className="text-muted">The guide is based on research. It does not diagnose anything.</p>
    </Page>
  )
}
