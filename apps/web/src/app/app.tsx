import { useEffect, useState } from 'react'
import { RouterProvider } from 'react-router/dom'
import { registerNavigator } from '@/lib/navigation'
import { Providers } from './providers'
import { createAppRouter } from './router'

export function App() {
  const [router] = useState(createAppRouter)
  // The API client navigates (to / after a 401) through the router, without a page reload.
  useEffect(() => registerNavigator((to, options) => void router.navigate(to, options)), [router])
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  )
}
