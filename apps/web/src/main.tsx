import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { bootstrap } from './app/bootstrap'
import './styles.css'

bootstrap()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
