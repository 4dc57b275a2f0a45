/**
 * A list's rows as a tree (ResourceTable's `tree` mode): each row under its parent's row, in the page's
 * order; a row whose parent is not on the page (filtered out) stays at the top rather than vanishing.
 */
export type TreeRow<Row> = Row & { children?: TreeRow<Row>[] };

export function nestRows<Row extends object>(rows: readonly Row[], key: string, parent: string): TreeRow<Row>[] {
  const field = (r: object, k: string) => (r as Record<string, unknown>)[k];
  // copies: antd reads `children`, and the query cache's rows stay as the server sent them
  const nodes = rows.map((r) => ({ ...r }) as TreeRow<Row>);
  const byKey = new Map(nodes.map((n) => [field(n, key), n]));
  const roots: TreeRow<Row>[] = [];
  for (const n of nodes) {
    const p = byKey.get(field(n, parent));
    if (p && p !== n) (p.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}
