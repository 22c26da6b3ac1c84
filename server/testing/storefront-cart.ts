/**
 * `cartCreate` of the local Storefront server, as Shopify answers it since API 2024-10: a line asking
 * for more than is in stock is reduced to what is left, a sold-out one is left out, and both are said
 * in `warnings` (MERCHANDISE_NOT_ENOUGH_STOCK, MERCHANDISE_OUT_OF_STOCK; CartWarning { code, message,
 * target }), never in `userErrors`: the cart is created all the same. Merchandise the store does not
 * have is a user error and no cart; an id that is no global id is refused before anything runs.
 */

export interface CartMerchandise {
  title: string;
  /** Units the store may sell; 0: sold out. */
  units: number;
}

export type CartCreateAnswer = { errors: { message: string }[] } | { data: { cartCreate: unknown } };

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/[0-9]+$/;

export function createCart(
  input: unknown,
  merchandise: (id: string) => CartMerchandise | undefined,
  selected: { lines: boolean; warnings: boolean },
  cartNumber: number,
): CartCreateAnswer {
  const lines = (input as { lines?: unknown } | null)?.lines ?? [];
  if (!Array.isArray(lines))
    return {
      errors: [{ message: "Variable $input of type CartInput! was provided invalid value for lines" }],
    };
  // Variables are coerced before the mutation runs: a malformed id or quantity refuses the whole call.
  for (const [i, line] of lines.entries()) {
    const { merchandiseId, quantity = 1 } = (line ?? {}) as { merchandiseId?: unknown; quantity?: unknown };
    if (typeof merchandiseId !== "string" || !merchandiseId.startsWith("gid://"))
      return {
        errors: [
          {
            message: `Variable $input of type CartInput! was provided invalid value for lines.${i}.merchandiseId (Invalid global id '${String(merchandiseId)}')`,
          },
        ],
      };
    if (typeof quantity !== "number" || !Number.isInteger(quantity))
      return {
        errors: [
          {
            message: `Variable $input of type CartInput! was provided invalid value for lines.${i}.quantity (Could not coerce value ${JSON.stringify(quantity)} to Int)`,
          },
        ],
      };
  }
  const asked = lines as { merchandiseId: string; quantity?: number }[];
  const userErrors = asked.flatMap((line, i) =>
    VARIANT_GID.test(line.merchandiseId) && merchandise(line.merchandiseId)
      ? []
      : [
          {
            field: ["input", "lines", String(i), "merchandiseId"],
            message: `The merchandise with id ${line.merchandiseId} does not exist.`,
            code: "INVALID",
          },
        ],
  );
  if (userErrors.length) return answer({ cart: null, userErrors, warnings: [] }, selected);

  // The same merchandise twice is one line.
  const wanted = new Map<string, number>();
  for (const line of asked)
    wanted.set(line.merchandiseId, (wanted.get(line.merchandiseId) ?? 0) + (line.quantity ?? 1));
  const cartLines: { id: string; quantity: number; merchandise: { id: string } }[] = [];
  const warnings: { code: string; message: string; target: string }[] = [];
  let lineNumber = 0;
  for (const [id, quantity] of wanted) {
    const item = merchandise(id)!;
    const lineId = `gid://shopify/CartLine/${cartNumber}-${++lineNumber}?cart=c${cartNumber}`;
    if (item.units <= 0) {
      warnings.push({
        code: "MERCHANDISE_OUT_OF_STOCK",
        message: `The product '${item.title}' is already sold out.`,
        target: lineId,
      });
      continue;
    }
    const added = Math.min(quantity, item.units);
    cartLines.push({ id: lineId, quantity: added, merchandise: { id } });
    if (added < quantity)
      warnings.push({
        code: "MERCHANDISE_NOT_ENOUGH_STOCK",
        message: `Only ${added} ${added === 1 ? "item was" : "items were"} added to your cart due to availability.`,
        target: lineId,
      });
  }
  const cart = {
    id: `gid://shopify/Cart/c${cartNumber}?key=k${cartNumber}`,
    checkoutUrl: `https://blattwerk-test.myshopify.com/cart/c/c${cartNumber}?key=k${cartNumber}`,
    ...(selected.lines && { lines: { nodes: cartLines } }),
  };
  return answer({ cart, userErrors: [], warnings }, selected);
}

/** Only the fields the query selects, as a GraphQL server answers. */
function answer(
  payload: { cart: object | null; userErrors: object[]; warnings: object[] },
  selected: { warnings: boolean },
): CartCreateAnswer {
  const { warnings, ...rest } = payload;
  return { data: { cartCreate: selected.warnings ? payload : rest } };
}
