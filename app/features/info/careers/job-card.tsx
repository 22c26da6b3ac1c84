import { ChevronDown, Clock, Mail, MapPin } from "lucide-react";
import { Accordion } from "radix-ui";
import type { Job } from "../../../../content/pages";
import { buttonClass } from "../../../components/ui/button";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";
import { applyHref } from "./apply-href";

/** One job as an accordion item: the title row toggles the details (aria-expanded via Radix). */
export function JobCard({ job, email }: { job: Job; email: string }) {
  const { INFO } = useMessages(infoMessages);
  const C = INFO.careers;
  return (
    <Accordion.Item
      value={job.id}
      id={job.id}
      className="rounded-3xl bg-white shadow-sm ring-1 ring-leaf-100 transition-shadow data-[state=open]:shadow-md"
    >
      <Accordion.Header>
        <Accordion.Trigger className="group flex w-full items-start justify-between gap-4 rounded-3xl px-6 pt-6 pb-4 text-left md:px-8 md:pt-8">
          <span className="flex flex-col gap-3">
            <span className="text-xl font-semibold text-leaf-950 md:text-2xl">{job.title}</span>
            <span className="flex flex-wrap gap-2 text-sm font-medium text-leaf-900">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-leaf-50 px-3 py-1">
                <MapPin aria-hidden className="h-4 w-4" />
                {job.location}
              </span>
              <span className="inline-flex items-center gap-1.5 rounded-full bg-leaf-50 px-3 py-1">
                <Clock aria-hidden className="h-4 w-4" />
                {job.type}
              </span>
            </span>
          </span>
          <span className="mt-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-leaf-100 text-leaf-900 group-hover:bg-leaf-200">
            <ChevronDown
              aria-hidden
              className="h-5 w-5 transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </span>
        </Accordion.Trigger>
      </Accordion.Header>
      <p className="px-6 pb-6 leading-relaxed text-stone-700 md:px-8">{job.description}</p>
      <Accordion.Content className="overflow-hidden data-[state=closed]:animate-collapse-up data-[state=open]:animate-collapse-down">
        <div className="grid gap-8 border-t border-leaf-100 px-6 py-6 md:grid-cols-2 md:px-8">
          <JobList heading={C.tasks} items={job.tasks} />
          <JobList heading={C.profile} items={job.profile} />
        </div>
        <div className="px-6 pb-8 md:px-8">
          <a href={applyHref(email, job.title, C)} className={buttonClass("primary", "lg")}>
            <Mail aria-hidden className="h-5 w-5" />
            {C.apply}
            <span className="sr-only"> {C.applyFor(job.title)}</span>
          </a>
        </div>
      </Accordion.Content>
    </Accordion.Item>
  );
}

function JobList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div>
      <h4 className="font-semibold text-leaf-950">{heading}</h4>
      <ul className="mt-3 flex flex-col gap-2 text-stone-700">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <span aria-hidden className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-leaf-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
