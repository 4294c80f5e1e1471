/** A page of rows as SPEC §2's list shape: `results`, `page`, `limit`, `has_next`. */
export function listPage<Row, Dto>(
  { rows, page, limit, hasNext }: { rows: Row[]; page: number; limit: number; hasNext: boolean },
  toDto: (row: Row) => Dto,
) {
  return { results: rows.map((row) => toDto(row)), page, limit, has_next: hasNext }
}
