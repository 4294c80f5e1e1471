import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useTraumaDetail } from '../../api/get-trauma-detail'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { SourceList } from '../common/source-list'
import { DetailPart } from './detail-part'

/** A disclosure with everything the guide says about one type, loaded when first opened. */
export function TypeDetail({ typeId, name }: { typeId: number; name: string }) {
  const regionId = useId()
  const [open, setOpen] = useState(false)
  const detail = useTraumaDetail(typeId, open)
  const d = detail.data?.detail

  return (
    <div className="flex flex-col gap-4">
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? `Hide what we know about ${name.toLowerCase()}` : `What we know about ${name.toLowerCase()}`}
      </Button>
      <div id={regionId} hidden={!open} className="flex flex-col gap-4">
        {open && detail.isPending ? <LoadingStatus>Loading…</LoadingStatus> : null}
        {open && detail.isError ? (
          <LoadError
            what="this part of the guide"
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
        ) : null}
        {d && detail.data ? (
          <>
            <DetailPart heading="What it is" blocks={d.what_it_is} />
            <DetailPart heading="How common it is" blocks={d.how_common} />
            <DetailPart heading="How it can show up later: feelings" blocks={d.effects.emotional} />
            <DetailPart heading="How it can show up later: health" blocks={d.effects.health} />
            <DetailPart
              heading="How it can show up later: relationships and daily life"
              blocks={d.effects.social}
            />
            <DetailPart heading="What people often need" blocks={d.needs} />
            <DetailPart heading="What helps" blocks={d.what_helps} />
            <DetailPart heading="Worth knowing" blocks={d.caveats} />
            <h4 className="text-lg font-semibold">Sources</h4>
            <SourceList sources={detail.data.sources} idOf={(n) => `${regionId}-source-${n}`} />
          </>
        ) : null}
      </div>
    </div>
  )
}
