import { asc, notInArray } from 'drizzle-orm'
import {
  REPORT_TARGETS,
  ReportReasonsFileSchema,
  type ReportTarget,
} from '@kindred/contract/moderation-content'
import type { ReportReason } from '@kindred/contract/moderation'
import type { Db } from '../../../db/client'
import { reportReasons } from '../../../db/schema/index'
import { contentFolder, fromExcluded } from '../../../content/content-files'

export interface CatalogReason extends ReportReason {
  targets: ReportTarget[]
  disabled: boolean
}

/** The report reasons as the routes use them, with their database ids. */
export interface ReasonCatalog {
  /** The enabled reasons offered for a target kind (the seed's number), in file order. */
  forTarget(targetKind: number): CatalogReason[]
  byId: Map<number, CatalogReason>
  bySlug: Map<string, CatalogReason>
}

const targetNames = Object.fromEntries(
  Object.entries(REPORT_TARGETS).map(([name, n]) => [n, name]),
) as Record<number, ReportTarget>

/**
 * Reads content/moderation/report-reasons.json and mirrors it into report_reasons by slug: ids stay
 * stable, and a reason dropped from the file is disabled, never deleted (reports keep naming it).
 */
export async function loadReasonCatalog(db: Db, contentDir: string): Promise<ReasonCatalog> {
  const file = await contentFolder(contentDir, 'moderation').read(
    'report-reasons.json',
    ReportReasonsFileSchema,
  )
  const rows = file.reasons.map((reason, index) => ({
    slug: reason.slug,
    label: reason.label,
    description: reason.description,
    kind: reason.kind,
    targetKinds: reason.targets.map((target) => REPORT_TARGETS[target]),
    disabled: reason.disabled,
    sortOrder: index + 1,
  }))
  await db.transaction(async (tx) => {
    await tx
      .insert(reportReasons)
      .values(rows)
      .onConflictDoUpdate({
        target: reportReasons.slug,
        set: fromExcluded(reportReasons, [
          'label',
          'description',
          'kind',
          'targetKinds',
          'disabled',
          'sortOrder',
        ]),
      })
    await tx
      .update(reportReasons)
      .set({ disabled: true })
      .where(
        notInArray(
          reportReasons.slug,
          rows.map((row) => row.slug),
        ),
      )
  })
  const saved = await db.select().from(reportReasons).orderBy(asc(reportReasons.sortOrder))
  const reasons: CatalogReason[] = saved.map((row) => ({
    id: row.id,
    slug: row.slug,
    label: row.label,
    description: row.description,
    kind: row.kind,
    targets: row.targetKinds.map((n) => targetNames[n]!),
    disabled: row.disabled,
  }))
  return {
    forTarget: (targetKind) =>
      reasons.filter((reason) => !reason.disabled && reason.targets.includes(targetNames[targetKind]!)),
    byId: new Map(reasons.map((reason) => [reason.id, reason])),
    bySlug: new Map(reasons.map((reason) => [reason.slug, reason])),
  }
}
