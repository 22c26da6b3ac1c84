import { Tabs as T } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** Radix tabs in our style: arrow keys move between tabs, the panel follows the selection. */
export const Tabs = T.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof T.List>) {
  return (
    <T.List
      className={cn("inline-flex w-full rounded-full bg-leaf-100 p-1 text-leaf-900", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        "flex-1 rounded-full px-4 py-2 text-sm font-semibold transition-colors hover:bg-white/60",
        "data-[state=active]:bg-white data-[state=active]:text-leaf-950 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof T.Content>) {
  return <T.Content className={cn("mt-6 focus-visible:outline-none", className)} {...props} />;
}
