import { z } from 'zod'
import { NOTIFICATION_TYPES } from './notifications'
import { EMAIL_MODES, isTimeZone } from './notifications-settings-constants'

export * from './notifications-settings-constants'

// Which notifications a person gets, in the app and by email (issue 26), and their devices for push.
// Email and push are discreet: they say that there is something new, never what or from whom,
// unless the person opts into a detailed mail (titles and names) after a plain warning.

const typeChoices = z.array(z.object({ type: z.enum(NOTIFICATION_TYPES), enabled: z.boolean() }))
const typeChanges = z.partialRecord(z.enum(NOTIFICATION_TYPES), z.boolean())

export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'Not a time zone we know, e.g. "Europe/Berlin".')

export const EmailSettingsSchema = z.object({
  mode: z.enum(EMAIL_MODES),
  /** Titles and names in the mail (opted into, with a warning); otherwise counts only. */
  detailed: z.boolean(),
  /** The local hour (0–23) of the daily digest, in `time_zone`. */
  digest_hour: z.number().int().min(0).max(23),
  time_zone: z.string(),
  /** Which types a mail counts; a type turned off in the app is not created at all. */
  types: typeChoices,
  /** No mail goes to an address not yet confirmed. */
  address_verified: z.boolean(),
  /** Set when a link in a mail turned email off, until the person chooses a mode again. */
  turned_off: z.object({ at: z.string(), by: z.literal('unsubscribe_link') }).nullable(),
})
export type EmailSettings = z.infer<typeof EmailSettingsSchema>

/** Each type and whether the person wants it in the app (no stored choice: on), and their email. */
export const NotificationSettingsSchema = z.object({
  types: typeChoices,
  email: EmailSettingsSchema,
})
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>

export const EmailSettingsPatchSchema = z
  .object({
    mode: z.enum(EMAIL_MODES).optional(),
    detailed: z.boolean().optional(),
    digest_hour: z.number().int().min(0).max(23).optional(),
    time_zone: TimeZoneSchema.optional(),
    types: typeChanges.optional(),
  })
  .strict()

/** Turn some types on or off, in the app or by email, or change how email comes; at least one change. */
export const NotificationSettingsPatchSchema = z
  .object({ types: typeChanges.optional(), email: EmailSettingsPatchSchema.optional() })
  .strict()
  .refine(
    (patch) =>
      Object.keys(patch.types ?? {}).length > 0 ||
      Object.entries(patch.email ?? {}).some(([key, value]) =>
        key === 'types' ? Object.keys(value as object).length > 0 : value !== undefined,
      ),
    'Nothing to change.',
  )
export type NotificationSettingsPatch = z.input<typeof NotificationSettingsPatchSchema>

/**
 * One-click unsubscribe (RFC 8058): the mail's `List-Unsubscribe` URL carries the token; a mail
 * client POSTs `List-Unsubscribe=One-Click` to it, the web page's button POSTs to it too. A GET
 * changes nothing (link scanners follow links): it leads to the web page that asks.
 */
export const UnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(300) })
export const UnsubscribeResultSchema = z.object({ email: z.object({ mode: z.literal('off') }) })
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>

/**
 * The browser's keys, in base64url: `p256dh` an uncompressed P-256 point (65 bytes, the first 0x04,
 * so 87 characters starting with "B"), `auth` a 16-byte secret (22 characters). A key of another
 * shape could never be encrypted to: every push to it would fail and be retried.
 */
const p256dhKey = z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, 'Not a push key.')
const authSecret = z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'Not a push key.')

/** What a browser's `PushSubscription.toJSON()` gives. */
export const PushSubscriptionBodySchema = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).max(1000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: p256dhKey, auth: authSecret }).strict(),
  })
  .strict()
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBodySchema>

/** Stop push on this device (its endpoint) or on every device. */
export const PushUnsubscribeBodySchema = z.union([
  z.object({ endpoint: z.string().min(1).max(1000) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
])
export type PushUnsubscribeBody = z.input<typeof PushUnsubscribeBodySchema>

/** A device that gets push; its endpoint is a capability and is never sent back. */
export const PushDeviceSchema = z.object({ id: z.string(), created_at: z.string() })
export type PushDevice = z.infer<typeof PushDeviceSchema>

export const PushDevicesSchema = z.object({
  /** The server's VAPID public key (base64url) for `pushManager.subscribe`. */
  public_key: z.string(),
  devices: z.array(PushDeviceSchema),
})
export type PushDevices = z.infer<typeof PushDevicesSchema>
