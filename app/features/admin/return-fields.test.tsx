// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ReturnableLine } from "../../../domain/orders/returns";
import { ReturnFields } from "./return-fields";

const line = (index: number, name: string, plantId: string, vatRate: 7 | 19): ReturnableLine => ({
  index,
  name,
  plantId,
  quantity: 1,
  vatRate,
  unitGrossCents: 790,
  credited: 0,
  left: 1,
});

afterEach(cleanup);

describe("the return form per line (#50 §2)", () => {
  it("names each line's „Zurück in den Bestand“ box by its line, so a screen reader can tell them apart", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <ReturnFields
            version={1}
            lines={[line(0, "Bogenhanf", "snake-plant", 7), line(1, "Übertopf Terrakotta", "uebertopf", 19)]}
            busy={false}
            intent="credit"
            restock
          />
        ),
      },
    ]);
    render(<Stub />);
    const boxes = await screen.findAllByRole("checkbox");
    expect(boxes.map((b) => b.getAttribute("name"))).toEqual(["restock.0", "restock.1"]);
    expect(
      // (happy-dom puts a space before the inline span's text; a browser does not)
      screen.getByRole("checkbox", {
        name: /^Zurück in den Bestand \(wieder verkäuflich\) ?: Übertopf Terrakotta$/,
      }),
    ).toHaveProperty("name", "restock.1");
    expect(screen.getByRole("checkbox", { name: /: Bogenhanf$/ })).toHaveProperty("name", "restock.0");
  });
});
