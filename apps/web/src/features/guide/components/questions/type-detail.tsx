import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useTraumaDetail } from '../../api/get-trauma-detail'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { formatLocale } from '../common/format-locale'
import { SourceList } from '../common/source-list'
import { DetailPart } from './detail-part'

/** A disclosure with everything the guide says about one type, loaded when first opened. */
export function TypeDetail({ typeId, name }: { typeId: number; name: string }) {
  const { t, i18n } = useLingui()
  const regionId = useId()
  const [open, setOpen] = useState(false)
  const detail = useTraumaDetail(typeId, open)
  const d = detail.data?.detail
  // The type's name from the content, in the middle of a sentence.
  const lowerName = name.toLocaleLowerCase(formatLocale(i18n.locale))

  return (
    <div className="flex flex-col gap-4">
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? t`Hide what we know about ${lowerName}` : t`What we know about ${lowerName}`}
      </Button>
      <div id={regionId} hidden={!open} className="flex flex-col gap-4">
        {open && detail.isPending ? <LoadingStatus>{t`Loading…`}</LoadingStatus> : null}
        {open && detail.isError ? (
          <LoadError
            what={t({
              message: 'this part of the guide',
              comment: 'Ends the sentence "We could not load …".',
            })}
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
        ) : null}
        {d && detail.data ? (
          <>
            <DetailPart heading={t`What it is`} blocks={d.what_it_is} />
            <DetailPart heading={t`How common it is`} blocks={d.how_common} />
            <DetailPart heading={t`How it can show up later: feelings`} blocks={d.effects.emotional} />
            <DetailPart heading={t`How it can show up later: health`} blocks={d.effects.health} />
            <DetailPart
              heading={t`How it can show up later: relationships and daily life`}
              blocks={d.effects.social}
            />
            <DetailPart heading={t`What people often need`} blocks={d.needs} />
            <DetailPart heading={t`What helps`} blocks={d.what_helps} />
            <DetailPart heading={t`Worth knowing`} blocks={d.caveats} />
            <h4 className="text-lg font-semibold">
              <Trans>Sources</Trans>
            </h4>
            <SourceList sources={detail.data.sources} idOf={(n) => `${regionId}-source-${n}`} />
          </>
        ) : null}
      </div>
    </div>
  )
}
