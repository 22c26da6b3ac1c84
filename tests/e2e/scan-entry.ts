import type { Page } from "@playwright/test";
import { isMobile } from "./fixtures";

/** The shell's scan entry: the desktop header link, or the floating AI-finder button on mobile. */
export const scanEntry = (page: Page) =>
  isMobile(page)
    ? page.getByTestId("floating-buttons").getByRole("link", { name: "Blattwerk Scan starten" })
    : page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Blattwerk Scan" });
