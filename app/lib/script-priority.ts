// The first view's module preloads at low fetch priority (issue #31). React Router's <Scripts> renders a
// <link rel="modulepreload"> per script of the first view, which Chromium fetches at high priority, on
// a par with the stylesheet and ahead of the images: on a slow connection the page's first paint waited
// for 20-odd scripts it does not need to paint (the server sends the whole page, DESIGN §3). At low
// priority the stylesheet and the visible images go first and the scripts follow; the page paints as
// its own HTML does and becomes interactive when they arrive. <Scripts> takes no attribute for the
// links, so the server adds it to the HTML it sends.

const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

/** Adds fetchpriority="low" to every module preload link that has no priority of its own. */
export const lowPriorityModulePreloads = (html: string): string =>
  html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
