// The plain values of `moderation-content.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `moderation-content.ts` re-exports
// them for everyone else.

/**
 * The shape of content/moderation/report-reasons.json (SPEC §6 "Reasons and reports"): why a
 * person may report a memory, a comment, a person or a guide comment. The server validates the file
 * with this at start.
 */

/** What can be reported, by the seed's numbers for `/reason/list/{id}`. */
export const REPORT_TARGETS = { memory: 1, comment: 2, person: 3, guide_comment: 4 } as const
export type ReportTarget = keyof typeof REPORT_TARGETS
export const REPORT_TARGET_NAMES = Object.keys(REPORT_TARGETS) as [ReportTarget, ...ReportTarget[]]

/** A `violation` goes to the moderators; `personal` ("I'd rather not see this") offers hide, mute or block. */
export const REASON_KINDS = ['violation', 'personal'] as const
