/**
 * A passage in English inside the German page: the spec fixes some labels in English ("Add to Cart").
 * Screen readers then pronounce it as English (WCAG 3.1.2).
 */
export function En({ children }: { children: React.ReactNode }) {
  return <span lang="en">{children}</span>;
}
