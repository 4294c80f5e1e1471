import { Link } from 'react-router'
import { BrandMark } from '@/components/ui/brand-mark'
import { TextSizeControl } from '@/features/preferences/components/text-size-control'
import { ThemeToggle } from '@/features/preferences/components/theme-toggle'
import { GetHelpLink } from '@/features/safety/components/get-help-link'
import { QuickExitButton } from '@/features/safety/components/quick-exit-button'
import { MainNav } from './main-nav'

export function SiteHeader() {
  return (
    <header className="border-b-2 border-line bg-card">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-3 rounded-xl text-xl font-bold text-ink sm:text-2xl"
          >
            <BrandMark className="size-9 shrink-0 sm:size-10" />
            Kindred
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <GetHelpLink />
            <QuickExitButton />
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <MainNav />
          <div className="flex flex-wrap items-center gap-3">
            <ThemeToggle />
            <TextSizeControl />
          </div>
        </div>
      </div>
    </header>
  )
}
