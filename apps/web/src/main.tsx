import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { bootstrap } from './app/bootstrap'
import { startLanguage } from './lib/i18n/show-language'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// A document a quick exit is leaving from draws nothing and asks the server for nothing.
// The first render waits for the language's messages (one small file), so no screen draws twice.
if (bootstrap())
  void startLanguage().then(() =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      )
    }),
  )
