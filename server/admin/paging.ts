/** How many rows a back-office list shows per page (plants, withdrawals); orders and mails page by 25. */
export const ADMIN_LIST_PAGE_SIZE = 50;

/** The LIMIT/OFFSET of page `asked` (anything below 1 or not whole is page 1). */
export function pageWindow(asked: number | undefined, size = ADMIN_LIST_PAGE_SIZE) {
  const page = Number.isFinite(asked) ? Math.max(1, Math.floor(asked!)) : 1;
  return { page, limit: size, offset: (page - 1) * size };
}

/** One page of rows with what the Pager needs: the number of all that match and of pages. */
export const paged = <T>(rows: T[], total: number, page: number, size = ADMIN_LIST_PAGE_SIZE) => ({
  rows,
  total,
  page,
  pages: Math.max(1, Math.ceil(total / size)),
});
