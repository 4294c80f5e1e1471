import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications-constants'
import { PushDevicesSchema, type PushUnsubscribeBody } from '@kindred/contract/notifications-settings'
import { apiRequest } from '@/lib/api-client'
import { stopPushHere } from '@/lib/push-here'
import { endPushInBrowser, pushSubscriptionHere } from '@/lib/service-worker'
import { subscribeThisDevice } from '../lib/push-device'
import { notificationKeys } from './keys'

/** The devices that get push for this person (never their endpoints) and the server's push key. */
export function getPushDevices() {
  return apiRequest(NOTIFICATION_PATHS.pushSubscriptions, { schema: PushDevicesSchema })
}

export function usePushDevices() {
  return useQuery(queryOptions({ queryKey: notificationKeys.pushDevices, queryFn: getPushDevices }))
}

/** Whether this browser has a push subscription (asked of the browser, not the server). */
export function usePushHere() {
  return useQuery({
    queryKey: notificationKeys.pushHere,
    queryFn: async () => (await pushSubscriptionHere()) !== null,
  })
}

function useAfterPushChange() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationKeys.pushDevices }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.pushHere }),
    ])
}

/**
 * Turns push on for this device: the browser's permission and subscription, then the server's. When
 * the server does not take it, the browser's subscription ends again: "on" here means the server
 * knows this device, nothing less.
 */
export function useStartPushHere() {
  const refresh = useAfterPushChange()
  return useMutation({
    mutationFn: async (publicKey: string) => {
      const body = await subscribeThisDevice(publicKey)
      try {
        await apiRequest(NOTIFICATION_PATHS.pushSubscriptions, { method: 'POST', body })
      } catch (error) {
        await endPushInBrowser()
        throw error
      }
    },
    onSettled: refresh,
  })
}

export function useStopPushHere() {
  const refresh = useAfterPushChange()
  return useMutation({ mutationFn: stopPushHere, onSettled: refresh })
}

/** Ends push on every device of this person; this browser's subscription ends too. */
export function useStopPushEverywhere() {
  const refresh = useAfterPushChange()
  return useMutation({
    mutationFn: async () => {
      const body: PushUnsubscribeBody = { all: true }
      await apiRequest<void>(NOTIFICATION_PATHS.pushSubscriptions, { method: 'DELETE', body })
      await (await pushSubscriptionHere())?.unsubscribe()
    },
    onSettled: refresh,
  })
}
