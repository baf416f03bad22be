/** Which page of a list to answer: 1-based, of `limit` rows. */
export interface PageWindow {
  page: number;
  limit: number;
}

/** A list's query before its window: a drizzle select, which runs only when awaited. */
export interface PagedQuery<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of a list: the window's rows of `rows`, and `counted`, the count of every row the
 * list's filters keep (the same filters, without order or window).
 */
export async function pageOf<Row>(
  rows: PagedQuery<Row>,
  counted: PromiseLike<{ total: number }[]>,
  window: PageWindow,
): Promise<{ rows: Row[]; total: number }> {
  const pageRows = await rows.limit(window.limit).offset((window.page - 1) * window.limit);
  const [counts] = await counted;
  return { rows: pageRows, total: counts?.total ?? 0 };
}
