import { createElement, type ComponentType, type ReactNode } from 'react'
import { vi } from 'vitest'
import type * as Rtl from '@testing-library/react'

// Every screen runs inside the app's I18nProvider (app/app.tsx); a test that renders one component
// gets the same provider around it, with the language the test shows (English unless it says).
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof Rtl>()
  const { I18nProvider } = await import('@lingui/react')
  const { i18n } = await import('@lingui/core')
  const within = (Inner?: ComponentType<{ children: ReactNode }>) =>
    function WithI18n({ children }: { children: ReactNode }) {
      return createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children)
    }
  type Wrapped = { wrapper?: ComponentType<{ children: ReactNode }> } | undefined
  return {
    ...rtl,
    render: ((ui: ReactNode, options: Wrapped) =>
      rtl.render(ui, { ...options, wrapper: within(options?.wrapper) })) as typeof rtl.render,
    renderHook: ((hook: () => unknown, options: Wrapped) =>
      rtl.renderHook(hook, { ...options, wrapper: within(options?.wrapper) })) as typeof rtl.renderHook,
  }
})
