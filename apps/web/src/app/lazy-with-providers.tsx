import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type * as ProvidersModule from '@/lib/providers'

/** Whether the server named the first page's files in it (decision 067); consumed by the first load. */
let firstPageNamedItsFiles =
  typeof document !== 'undefined' && document.head.querySelector('link[rel="modulepreload"]') !== null

/** A new task: the browser may paint and answer a tap before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * A component loaded when first shown, together with the providers it needs (the query client).
 * Every such component shares the one client, so cached data is the same wherever it is read.
 *
 * `startFirst` names the heaviest code the page starts with (for the feed, the API client with the
 * schema library and the contract's schemas). When the page is the first of a visit and its files
 * came named in it (decision 067), that code runs first and the page in a task of its own: the files
 * are on their way already, so the step costs no round trip, and a phone meets two short busy
 * moments instead of one long one (Total Blocking Time). Otherwise everything loads at once, as a
 * step would wait for the network.
 */
export function lazyWithProviders<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  startFirst?: () => Promise<unknown>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    let providers: typeof ProvidersModule
    let module: Record<K, ComponentType<P>>
    if (startFirst && firstPageNamedItsFiles) {
      ;[providers] = await Promise.all([import('@/lib/providers'), startFirst()])
      await nextTask()
      module = await load()
    } else {
      ;[providers, module] = await Promise.all([import('@/lib/providers'), load()])
    }
    firstPageNamedItsFiles = false
    const Component: ComponentType<P> = module[name]
    const { Providers } = providers
    function WithProviders(props: P) {
      return <Providers>{createElement(Component, props)}</Providers>
    }
    return { default: WithProviders }
  })
}
