import { useEffect, useLayoutEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { registerNavigator } from '@/lib/navigation'

/** The API client navigates (to / after a 401) through the router, without a page reload. */
export function useRegisterNavigator(): void {
  const navigate = useNavigate()
  // useNavigate gives a new function on every page; the registered one always calls the latest.
  const latest = useRef(navigate)
  useLayoutEffect(() => {
    latest.current = navigate
  })
  useEffect(() => registerNavigator((to, options) => void latest.current(to, options)), [])
}
