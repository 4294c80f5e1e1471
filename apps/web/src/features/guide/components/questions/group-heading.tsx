import { Trans } from '@lingui/react/macro'
import { useRef } from 'react'
import { useFocusOnArrival } from '../../hooks/use-focus-on-arrival'

interface GroupHeadingProps {
  id: string
  position: number
  total: number
  title: string
}

/** The group's heading, which also says where the person is: "Group 2 of 6". */
export function GroupHeading({ id, position, total, title }: GroupHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null)
  useFocusOnArrival('group', ref)
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="flex flex-col gap-1 text-2xl font-semibold">
      <span className="text-base font-semibold text-muted">
        <Trans>
          Group {position} of {total}
        </Trans>
      </span>
      {title}
    </h2>
  )
}
