import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'

export function MemoryPage() {
  return (
    <Page
      title="A shared memory"
      heading="A shared memory"
      lead={<p>One memory, shared by someone on Kindred.</p>}
    >
      <ComingSoon
        items={[
          'The memory itself, with content warnings you can choose to open',
          'Comments, "me too" and love from others',
          'A way to connect with the person who shared it, if they welcome it',
        ]}
      >
        <p>
          In the meantime, you can <TextLink to="/memories">go to all memories</TextLink>.
        </p>
      </ComingSoon>
    </Page>
  )
}
