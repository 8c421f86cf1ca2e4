/** Every row of a paged list service, read a page of `size` at a time (a tool answers over all of them). */
export async function allPages<T>(
  size: number,
  read: (page: number, limit: number) => Promise<{ rows: T[]; totalPages: number }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const next = await read(page, size);
    rows.push(...next.rows);
    if (page >= next.totalPages) return rows;
  }
}
