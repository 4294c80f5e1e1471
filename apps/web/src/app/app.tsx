import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { BrowserRouter } from 'react-router'
import { AppRoutes } from './router'

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nProvider>
  )
}
