/** A 19 % product as the back office would create it (a pot, a fertiliser), for tests that mix VAT rates. */
export const accessory = (id: string, name: string, priceCents: number) => ({
  id,
  name,
  botanicalName: "",
  priceCents,
  size: "small" as const,
  categories: ["zubehoer"],
  stock: 20,
  published: true,
  vatRate: 19 as const,
  position: 900,
});
