import { Link } from 'react-router'
import { StrokeIcon } from '@/components/ui/stroke-icon'

/** Always one click away (SPEC §9.1): crisis lines and support. */
export function GetHelpLink() {
  return (
    <Link
      to="/help"
      className="inline-flex min-h-11 items-center gap-2 rounded-xl border-2 border-brand px-4 py-2 font-semibold text-link no-underline hover:bg-calm dark:border-brand-soft"
    >
      <HeartIcon />
      Get help
    </Link>
  )
}

function HeartIcon() {
  return (
    <StrokeIcon>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" strokeLinejoin="round" />
    </StrokeIcon>
  )
}
