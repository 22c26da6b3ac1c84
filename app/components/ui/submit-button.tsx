import type { ComponentProps } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { Button } from "./button";

/**
 * The submit button of a form that only the page's script sends (`onSubmit` with `preventDefault`).
 * It stays disabled until the page has hydrated: sent before that, the browser would submit the form
 * itself, as a plain GET to the same page — passwords, tokens or names in the address, logs and
 * history. A disabled default button also blocks the implicit submission by Enter.
 */
export function SubmitButton({ disabled, ...props }: Omit<ComponentProps<typeof Button>, "type">) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={!hydrated || disabled} {...props} />;
}
