import { asc, notInArray } from 'drizzle-orm'
import {
  REPORT_TARGETS,
  ReportReasonsFileSchema,
  type ReportTarget,
} from '@kindred/contract/moderation-content'
import type { Language } from '@kindred/contract/languages'
import type { ReportReason } from '@kindred/contract/moderation'
import type { Db } from '../../../db/client'
import type { RuleLabels } from '../../../lib/rule-labels'
import { reportReasons } from '../../../db/schema/index'
import { contentFolder, fromExcluded } from '../../../content/content-files'
import {
  checkSameKeys,
  folderIn,
  inEveryLanguage,
  type InLanguages,
} from '../../../content/content-languages'

export interface CatalogReason extends ReportReason {
  targets: ReportTarget[]
  disabled: boolean
}

/** The report reasons in one language as the routes use them, with their database ids (the same in every language). */
export interface ReasonCatalog {
  /** The enabled reasons offered for a target kind (the seed's number), in file order. */
  forTarget(targetKind: number): CatalogReason[]
  byId: Map<number, CatalogReason>
  bySlug: Map<string, CatalogReason>
}

const targetNames = Object.fromEntries(
  Object.entries(REPORT_TARGETS).map(([name, n]) => [n, name]),
) as Record<number, ReportTarget>

const readReasons = (contentDir: string, language: Language) =>
  contentFolder(contentDir, folderIn(language, 'moderation')).read(
    'report-reasons.json',
    ReportReasonsFileSchema,
  )

/** The label of the reason `slug` names (a decision's rule), in the catalog's language; null for none. */
export const ruleLabel = (catalog: ReasonCatalog, slug: string | null): string | null =>
  slug === null ? null : (catalog.bySlug.get(slug)?.label ?? null)

/** The same in any language, as the modules that tell of a decision are given it (lib/rule-labels.ts). */
export const ruleLabelsOf =
  (catalogs: InLanguages<ReasonCatalog>): RuleLabels =>
  (slug, language) =>
    ruleLabel(catalogs[language], slug)

/**
 * The catalog in every language (decision 083): the English file mirrored into the database, each
 * translation (content/es/moderation/report-reasons.json) checked to give the same reasons and given
 * the same ids in its words. A reason the file no longer has (disabled, still named by reports and
 * decisions) keeps its English words.
 */
export async function loadReasonCatalogs(db: Db, contentDir: string): Promise<InLanguages<ReasonCatalog>> {
  const english = await loadReasonCatalog(db, contentDir)
  const slugs = (file: { reasons: { slug: string }[] }) => file.reasons.map((reason) => reason.slug)
  const original = await readReasons(contentDir, 'en')
  return inEveryLanguage(async (language) => {
    if (language === 'en') return english
    const file = await readReasons(contentDir, language)
    const where = `${folderIn(language, 'moderation')}/report-reasons.json`
    checkSameKeys(where, 'reasons', slugs(original), slugs(file))
    const words = new Map(file.reasons.map((reason) => [reason.slug, reason]))
    return catalogOf(
      [...english.byId.values()].map((reason) => {
        const translated = words.get(reason.slug)
        return translated
          ? { ...reason, label: translated.label, description: translated.description }
          : reason
      }),
    )
  })
}

/**
 * Reads content/moderation/report-reasons.json and mirrors it into report_reasons by slug: ids stay
 * stable, and a reason dropped from the file is disabled, never deleted (reports keep naming it).
 */
export async function loadReasonCatalog(db: Db, contentDir: string): Promise<ReasonCatalog> {
  const file = await readReasons(contentDir, 'en')
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
  return catalogOf(reasons)
}

function catalogOf(reasons: CatalogReason[]): ReasonCatalog {
  return {
    forTarget: (targetKind) =>
      reasons.filter((reason) => !reason.disabled && reason.targets.includes(targetNames[targetKind]!)),
    byId: new Map(reasons.map((reason) => [reason.id, reason])),
    bySlug: new Map(reasons.map((reason) => [reason.slug, reason])),
  }
}
