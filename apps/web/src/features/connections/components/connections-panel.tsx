import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type ReactNode, type Ref } from 'react'
import type { Connection } from '@kindred/contract/connections'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { ShowMoreButton } from '@/components/ui/show-more-button'
import { TextLink } from '@/components/ui/text-link'
import { moveFocus } from '@/lib/move-focus'
import { useMyConnections } from '../api/get-my-connections'
import { ConnectionRow } from './connection-row'

function RowList({
  label,
  items,
  announce,
  ref,
}: {
  label: string
  items: Connection[]
  announce: (m: string) => void
  ref?: Ref<HTMLUListElement>
}) {
  return (
    <ul ref={ref} aria-label={label} className="flex flex-col gap-3">
      {items.map((connection) => (
        <ConnectionRow key={connection.id} connection={connection} announce={announce} />
      ))}
    </ul>
  )
}

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-xl font-semibold">{heading}</h3>
      {children}
    </div>
  )
}

/**
 * Connections on /home: requests waiting for your answer (with the memory they came from), requests
 * you sent, and the people you are connected with; ten at a time, each list with what to do next.
 */
export function ConnectionsPanel() {
  const { t } = useLingui()
  const pending = useMyConnections('pending')
  const connected = useMyConnections('connected')
  const [said, setSaid] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  // Where "Show more" finds the rows it added: the requests' two lists, and the connections.
  const requestLists = useRef<HTMLDivElement>(null)
  const connectionList = useRef<HTMLUListElement>(null)
  // The row that was answered leaves the list: focus goes to the panel's heading, and the news is said.
  const announce = (message: string) => {
    setSaid(message)
    moveFocus(heading.current)
  }
  const requests = pending.data?.pages.flatMap((page) => page.results) ?? []
  const incoming = requests.filter((item) => item.direction === 'incoming')
  const outgoing = requests.filter((item) => item.direction === 'outgoing')
  const people = connected.data?.pages.flatMap((page) => page.results) ?? []

  return (
    <section aria-labelledby="connections-heading" className="flex flex-col gap-5">
      <h2 id="connections-heading" ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        <Trans>Connections</Trans>
      </h2>
      <p role="status" className={said ? 'text-base text-muted' : 'sr-only'}>
        {said}
      </p>

      {pending.isPending ? (
        <LoadingStatus>{t`Loading your requests…`}</LoadingStatus>
      ) : pending.isError && !pending.data ? (
        <LoadError
          what={t({ message: 'your requests', comment: 'Ends the sentence “We could not load …”.' })}
          error={pending.error}
          onRetry={() => void pending.refetch()}
        />
      ) : (
        <div ref={requestLists} className="flex flex-col gap-5">
          <Part heading={t`Asking to connect with you`}>
            {incoming.length === 0 ? (
              <p>
                <Trans>
                  Nobody is waiting for an answer from you. When someone asks, their request will be here.
                </Trans>
              </p>
            ) : (
              <RowList label={t`Requests to you`} items={incoming} announce={announce} />
            )}
          </Part>
          <Part heading={t`Requests you sent`}>
            {outgoing.length === 0 ? (
              <p>
                <Trans>
                  You have no requests waiting. When a memory speaks to you, you can ask its author to connect
                  from the memory’s page.
                </Trans>
              </p>
            ) : (
              <RowList label={t`Requests you sent`} items={outgoing} announce={announce} />
            )}
          </Part>
          <ShowMoreButton
            query={pending}
            list={requestLists}
            label={t`Show more requests`}
            pendingLabel={t`Loading…`}
          />
        </div>
      )}

      <Part heading={t`Your connections`}>
        {connected.isPending ? (
          <LoadingStatus>{t`Loading your connections…`}</LoadingStatus>
        ) : connected.isError && !connected.data ? (
          <LoadError
            what={t({ message: 'your connections', comment: 'Ends the sentence “We could not load …”.' })}
            error={connected.error}
            onRetry={() => void connected.refetch()}
          />
        ) : people.length === 0 ? (
          <p>
            <Trans>
              You are not connected with anyone yet. Connections start from memories:{' '}
              <TextLink to="/memories">read some memories</TextLink> and ask the author of one that speaks to
              you, or accept a request above.
            </Trans>
          </p>
        ) : (
          <>
            <RowList ref={connectionList} label={t`Your connections`} items={people} announce={announce} />
            <ShowMoreButton
              query={connected}
              list={connectionList}
              label={t`Show more connections`}
              pendingLabel={t`Loading…`}
            />
          </>
        )}
      </Part>
    </section>
  )
}
