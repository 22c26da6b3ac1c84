import { configure } from "@testing-library/react";

/**
 * The browser side's tests wait for what a component shows after a lazily loaded module (the toaster's
 * code arrives on the first toast) or a resolved promise. Testing Library's default of one second failed
 * on a busy two-core machine (docs/ci-time.md, stop 27); a wait still ends as soon as the text is there,
 * so only a real failure takes the longer time.
 */
configure({ asyncUtilTimeout: 5_000 });
