import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { Faq } from "../../../../content/pages";

/** Questions as an accordion: each question is a button with aria-expanded inside an h3. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <Accordion.Root type="multiple" className="flex flex-col gap-3">
      {faqs.map((faq) => (
        <Accordion.Item
          key={faq.q}
          value={faq.q}
          className="rounded-2xl bg-white shadow-sm ring-1 ring-leaf-100"
        >
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-semibold text-leaf-950 md:px-6">
              {faq.q}
              <ChevronDown
                aria-hidden
                className="h-5 w-5 shrink-0 text-leaf-800 transition-transform duration-200 group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="overflow-hidden data-[state=closed]:animate-collapse-up data-[state=open]:animate-collapse-down">
            <p className="px-5 pb-5 leading-relaxed text-stone-700 md:px-6">{faq.a}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
