export const NOTIFICATION_PAGE_SIZE = 5;
export const LIST_PAGE_SIZE = 10;
export const ORDERS_PAGE_SIZE = 3;
export const PAGINATION_RADIUS = 2;

export function pageCount(itemCount: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`Page size must be a positive integer: ${pageSize}`);
  }
  return Math.max(0, Math.ceil(itemCount / pageSize));
}

/** The pagination block every paginated answer carries. */
export function pageInfo(page: number, pageSize: number, total: number) {
  const pages = pageCount(total, pageSize);
  return { page, pageSize, pageCount: pages, total, totalPages: pages };
}

/**
 * 1-based page numbers to show around the current page. The window is not
 * widened at the edges: page 1 of 10 shows [1, 2, 3].
 */
export function paginationWindow(current: number, total: number, radius = PAGINATION_RADIUS): number[] {
  if (!Number.isInteger(total) || total < 1) return [];
  const requested = Number.isFinite(current) ? Math.trunc(current) : 1;
  const page = Math.min(Math.max(requested, 1), total);
  const first = Math.max(1, page - radius);
  const last = Math.min(total, page + radius);
  const pages: number[] = [];
  for (let n = first; n <= last; n++) pages.push(n);
  return pages;
}
