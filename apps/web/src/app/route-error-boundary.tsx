import { Component, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router'
import { RouteErrorPage } from './routes/route-error-page'

interface BoundaryProps {
  /** The page's address: moving to another page gives it a fresh start. */
  resetKey: string
  children: ReactNode
}

interface BoundaryState {
  failed: boolean
  resetKey: string
}

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children
  }
}

/**
 * A page that fails (a render error, or its code could not be loaded) shows the error page inside
 * the layout, so help and the quick exit stay within reach; the next page starts afresh.
 */
export function RouteErrorBoundary() {
  const { pathname } = useLocation()
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Outlet />
    </PageErrorBoundary>
  )
}
