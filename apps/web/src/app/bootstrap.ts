import { startDocumentSync } from '@/features/preferences/document-sync'
import { wireApiClient } from './session-wiring'

/** Everything that must happen before the first paint: no flash of the wrong theme or text size. */
export function bootstrap(): void {
  wireApiClient()
  startDocumentSync()
}
