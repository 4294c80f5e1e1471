import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { cx } from '@/components/ui/class-names'
import { StrokeIcon } from '@/components/ui/stroke-icon'

interface GetHelpLinkProps {
  /**
   * Where room is short the header hides the icon, shows "Help" instead of "Get help", or the icon
   * alone (the link is still named "Get help").
   */
  iconClassName?: string
  labelClassName?: string
  shortLabelClassName?: string
}

/** Always one click away (SPEC §9.1): crisis lines and support. */
export function GetHelpLink({ iconClassName, labelClassName, shortLabelClassName }: GetHelpLinkProps) {
  const { t } = useLingui()
  return (
    <Link
      to="/help"
      // One name however much of the label fits ("Help" on the narrowest screens).
      aria-label={t`Get help`}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl border-2 border-brand px-3 py-2 font-semibold whitespace-nowrap text-link no-underline hover:bg-calm sm:px-4 dark:border-brand-soft"
    >
      <span className={cx('inline-flex', iconClassName)}>
        <HeartIcon />
      </span>
      <span className={labelClassName}>
        <Trans>Get help</Trans>
      </span>
      {shortLabelClassName ? (
        <span className={shortLabelClassName}>
          <Trans>Help</Trans>
        </span>
      ) : null}
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
