import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * A component loaded when first shown, together with the providers it needs (the query client).
 * Every such component shares the one client, so cached data is the same wherever it is read.
 */
export function lazyWithProviders<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [{ Providers }, module] = await Promise.all([import('@/lib/providers'), load()])
    const Component: ComponentType<P> = module[name]
    function WithProviders(props: P) {
      return <Providers>{createElement(Component, props)}</Providers>
    }
    return { default: WithProviders }
  })
}
