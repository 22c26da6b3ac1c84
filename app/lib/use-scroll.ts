import { useEffect, useState } from "react";

export interface ScrollState {
  y: number;
  /** Direction of the last movement of at least a few pixels. */
  direction: "up" | "down";
}

/** Window scroll position and direction, updated once per animation frame. */
export function useScroll(): ScrollState {
  const [state, setState] = useState<ScrollState>({ y: 0, direction: "up" });
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const delta = y - last;
      if (Math.abs(delta) < 4 && y > 0) return;
      last = y;
      setState((s) => {
        const direction = delta > 0 ? "down" : delta < 0 ? "up" : s.direction;
        return s.y === y && s.direction === direction ? s : { y, direction };
      });
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    // Start from where the page already is: scrolled before hydration (a quick reader, a reload or
    // "back" mid-page), `update` would see no movement and leave y at 0.
    setState((s) => (s.y === last ? s : { ...s, y: last }));
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}

/** Pure header rules of spec §2/§9, tested on their own. */
export const HEADER_SOLID_AFTER = 50;
export const HEADER_HIDE_AFTER = 80;
export const FLOATING_HOME_AFTER = 300;

/**
 * The mobile floating buttons: on home only after 300 px (spec §2), and out of the way while the reader
 * scrolls down, like the header, so they never sit on a card's "+" being reached for (#18).
 */
export function floatingButtonsVisible(isHome: boolean, { y, direction }: ScrollState): boolean {
  const scrollingDown = direction === "down" && y > HEADER_HIDE_AFTER;
  return (!isHome || y > FLOATING_HOME_AFTER) && !scrollingDown;
}

export function headerState(isHome: boolean, { y, direction }: ScrollState) {
  const solid = !isHome || y > HEADER_SOLID_AFTER;
  return {
    solid,
    hidden: direction === "down" && y > HEADER_HIDE_AFTER,
    showActions: !isHome || y > HEADER_SOLID_AFTER,
  };
}
