// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ImageGallery } from "./image-gallery";

afterEach(cleanup);

const IMAGES = ["/a.jpg", "/b.jpg", "/c.jpg"];

describe("image gallery: the carousel is in the page, the lightbox loads on its first opening", () => {
  it("renders no lightbox until an image is opened; then it shows that carousel's image", async () => {
    render(<ImageGallery images={IMAGES} alt="Monstera" />);
    expect(screen.queryByTestId("lightbox")).toBeNull();
    act(() => screen.getByRole("button", { name: "Bild 3 anzeigen" }).click());
    act(() => screen.getByRole("button", { name: "Bild 3 vergrößern" }).click());
    const lightbox = await screen.findByTestId("lightbox", {}, { timeout: 10_000 });
    expect(lightbox.getAttribute("role")).toBe("dialog");
    expect(lightbox.querySelector("img")?.getAttribute("src")).toBe("/c.jpg");
  });

  it("moves through the images (wrapping) in step with the carousel, and closes with Escape", async () => {
    render(<ImageGallery images={IMAGES} alt="Monstera" />);
    act(() => screen.getByRole("button", { name: "Bild 1 vergrößern" }).click());
    const lightbox = await screen.findByTestId("lightbox", {}, { timeout: 10_000 });
    const shown = () => lightbox.querySelector("img")?.getAttribute("src");
    // The thumbnail marked current (the page behind the modal is hidden from the accessibility tree).
    const current = () =>
      screen
        .getAllByRole("button", { name: /^Bild \d anzeigen$/, hidden: true })
        .findIndex((b) => b.getAttribute("aria-current") === "true");
    const within = (name: string) =>
      [...lightbox.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === name)!;
    act(() => within("Vorheriges Bild").click());
    expect(shown()).toBe("/c.jpg");
    expect(current()).toBe(2);
    act(() => within("Nächstes Bild").click());
    act(() => within("Nächstes Bild").click());
    expect(shown()).toBe("/b.jpg");
    expect(current()).toBe(1);
    fireEvent.keyDown(lightbox, { key: "Escape" });
    expect(screen.queryByTestId("lightbox")).toBeNull();
  });

  it("pages through the images with the arrow keys, wrapping around", async () => {
    render(<ImageGallery images={IMAGES} alt="Monstera" />);
    act(() => screen.getByRole("button", { name: "Bild 1 vergrößern" }).click());
    const lightbox = await screen.findByTestId("lightbox", {}, { timeout: 10_000 });
    const shown = () => lightbox.querySelector("img")?.getAttribute("src");
    fireEvent.keyDown(lightbox, { key: "ArrowRight" });
    expect(shown()).toBe("/b.jpg");
    fireEvent.keyDown(lightbox, { key: "ArrowLeft" });
    fireEvent.keyDown(lightbox, { key: "ArrowLeft" });
    expect(shown()).toBe("/c.jpg");
    fireEvent.keyDown(lightbox, { key: "ArrowUp" });
    expect(shown()).toBe("/c.jpg");
  });

  it("a single image has no arrows, in the page or in the lightbox", async () => {
    render(<ImageGallery images={["/a.jpg"]} alt="Monstera" />);
    act(() => screen.getByRole("button", { name: "Bild 1 vergrößern" }).click());
    const lightbox = await screen.findByTestId("lightbox", {}, { timeout: 10_000 });
    expect(screen.queryAllByRole("button", { name: "Nächstes Bild", hidden: true })).toEqual([]);
    expect(lightbox.querySelectorAll("button")).toHaveLength(1);
  });
});
