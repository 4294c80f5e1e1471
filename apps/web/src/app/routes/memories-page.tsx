import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'

export function MemoriesPage() {
  return (
    <Page
      title="Memories"
      heading="Memories"
      lead={<p>Childhood memories that people chose to share, and the replies of people who understand.</p>}
    >
      <ComingSoon
        items={[
          'A feed of shared memories, ten at a time',
          'Filters by what happened, how it felt and how it affects people now',
          'Ways to answer: "me too", love, comments and short supportive notes',
          'A place to write your own memory, with safety filters you control',
        ]}
      />
    </Page>
  )
}
