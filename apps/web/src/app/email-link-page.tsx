import { useEffect, type ComponentProps } from 'react'
import { Page } from '@/components/ui/page'
import { useEmailLinkArrivals } from '@/features/identity/hooks/use-email-link-arrivals'
import { moveFocus } from '@/lib/move-focus'
import { MAIN_ID } from './layout/root-layout'

/**
 * A page an emailed link opens (confirm the address, reset the password, change the email or the
 * password). A link pasted into the tab while the page is open starts the page again, as opening
 * it fresh would: "Check your email" gives way to what the new link does. Focus then goes to the
 * page's heading, unless what the link shows took it (a link that no longer works, say).
 */
export function EmailLinkPage(props: ComponentProps<typeof Page>) {
  const arrivals = useEmailLinkArrivals()
  useEffect(() => {
    if (arrivals === 0) return
    const active = document.activeElement
    if (active && active !== document.body) return
    moveFocus(document.querySelector<HTMLElement>(`#${MAIN_ID} h1`))
  }, [arrivals])
  return <Page key={arrivals} {...props} />
}
