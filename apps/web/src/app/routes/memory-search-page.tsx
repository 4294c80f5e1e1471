import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'

export function MemorySearchPage() {
  return (
    <Page title="Search memories" heading="Search memories" lead={<p>Find memories close to your own.</p>}>
      <ComingSoon
        items={[
          'Search by words, and filter by what happened, feelings and effects',
          'Results ten at a time, with your safety filters applied',
        ]}
      />
    </Page>
  )
}
