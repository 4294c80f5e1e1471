import { Page } from '@/components/ui/page'
import { useCookieStore } from '@/features/auth/stores/cookie-store'
import { GuideEnvironmentProvider } from '@/features/guide/components/guide-context'
import { GuideFlow } from '@/features/guide/components/guide-flow'
import { CrisisLineList } from '@/features/safety/components/crisis-line-list'

export function GuidePage() {
  const signedIn = useCookieStore((state) => state.signedIn)
  return (
    <Page
      title="The guide"
      heading="The guide"
      lead={
        <p>
          A gentle set of questions about your childhood, and a personal report from your answers. Go at your
          own pace: you can skip, change or delete any answer.
        </p>
      }
    >
      <GuideEnvironmentProvider value={{ signedIn, crisisLines: <CrisisLineList /> }}>
        <GuideFlow />
      </GuideEnvironmentProvider>
    </Page>
  )
}
