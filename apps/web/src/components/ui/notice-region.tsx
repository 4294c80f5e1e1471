import { Trans, useLingui } from '@lingui/react/macro'
import { useNoticeStore } from '@/lib/notices'

/**
 * The app-wide notice (for example "Access forbidden!"). The alert region is always in the page so
 * screen readers announce text the moment it appears; the dismiss button sits outside it so it is
 * not read out as part of the message.
 */
export function NoticeRegion() {
  const notice = useNoticeStore((state) => state.notice)
  const dismiss = useNoticeStore((state) => state.dismiss)
  const { i18n } = useLingui()
  // A message of the catalogs is translated now, so it follows a change of language while it shows.
  const message = typeof notice?.message === 'object' ? i18n._(notice.message) : notice?.message
  return (
    <div
      className={
        notice
          ? 'mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-line bg-calm px-5 py-4'
          : undefined
      }
    >
      <p role="alert" className={notice ? 'font-semibold' : 'sr-only'}>
        {message}
      </p>
      {notice ? (
        <button
          type="button"
          onClick={dismiss}
          className="min-h-11 rounded-xl px-3 font-medium text-link underline underline-offset-4"
        >
          <Trans>Dismiss</Trans>
        </button>
      ) : null}
    </div>
  )
}
