import type { BackendProduct } from "../../../domain/catalog/backend-product";

/**
 * Storefront answers → the backend product shape of spec §7. Metafields read with `identifiers`
 * come as a list with nulls for unset keys; the spec's shape has edges, so we wrap them once here.
 */
export function reshapeProduct(node: unknown): BackendProduct | null {
  if (!node || typeof node !== "object") return null;
  const n = node as Record<string, unknown>;
  // A variant's metafields (a size's measures, #43 §1) come as a list too.
  const variants = n.variants as { edges?: { node?: Record<string, unknown> }[] } | undefined;
  const edges = Array.isArray(variants?.edges)
    ? variants.edges.map((e) =>
        e?.node && typeof e.node === "object"
          ? { node: { ...e.node, metafields: asEdges(e.node.metafields) } }
          : e,
      )
    : undefined;
  return {
    ...(n as unknown as BackendProduct),
    ...(edges && { variants: { edges } as BackendProduct["variants"] }),
    metafields: asEdges(n.metafields) as BackendProduct["metafields"],
  };
}

/** Metafields read with `identifiers` (a list with nulls for unset keys) → the spec's edges. */
const asEdges = (metafields: unknown) =>
  Array.isArray(metafields)
    ? { edges: metafields.filter((m) => m && typeof m === "object").map((node) => ({ node })) }
    : (metafields ?? { edges: [] });

export function reshapeProducts(data: unknown): { products: BackendProduct[]; next: string | null } {
  const conn = (
    data as { products?: { edges?: unknown; pageInfo?: { hasNextPage?: boolean; endCursor?: string } } }
  )?.products;
  const edges = Array.isArray(conn?.edges) ? conn.edges : [];
  const products = edges
    .map((e) => reshapeProduct((e as { node?: unknown })?.node))
    .filter((p): p is BackendProduct => p !== null);
  const next = conn?.pageInfo?.hasNextPage && conn.pageInfo.endCursor ? conn.pageInfo.endCursor : null;
  return { products, next };
}
