import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { ACCOUNT_API } from './keys'

export const EXPORT_FILE_NAME = 'kindred-export.json'

/** Everything the account holds, as JSON. */
export function exportAccount() {
  return apiRequest<unknown>(`${ACCOUNT_API}/export`)
}

/** Saves the export as a file, without it ever passing through browser storage. */
export function saveAsFile(data: unknown, fileName = EXPORT_FILE_NAME): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function useExportAccount() {
  return useMutation({ mutationFn: async () => saveAsFile(await exportAccount()) })
}
