import { describe, expect, it } from "vitest";
import { transformProduct } from "../../domain/catalog/product-transform";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { toBackendProduct } from "./backend-shape";
import { createLocalCatalog } from "./local";

describe("local plants in the backend shape", () => {
  let database: Awaited<ReturnType<(typeof TEST_DATABASES)[0]["open"]>>;
  withTestDatabase(TEST_DATABASES[0]!, {}, (opened) => {
    database = opened;
  });

  it("read back by the transformation give the same plant", async () => {
    for (const plant of await createLocalCatalog(database.db).all()) {
      const back = transformProduct(toBackendProduct(plant));
      const { shopifyProductId: _a, shopifyVariantId: _b, ...rest } = back;
      // The shape carries one title, the name of the catalogue's language (#32).
      const { shopifyProductId: _c, shopifyVariantId: _d, alternateName: _e, ...expected } = plant;
      expect(rest).toEqual(expected);
    }
  });
});
