import { Accordion } from "radix-ui";
import { useEffect, useState } from "react";
import type { Job } from "../../../../content/pages";
import { JobCard } from "./job-card";

/** The open positions; several can be open at once. A link to /careers#<job-id> opens that job. */
export function JobList({ jobs, email }: { jobs: Job[]; email: string }) {
  const [open, setOpen] = useState<string[]>([]);
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (jobs.some((j) => j.id === id)) setOpen((o) => (o.includes(id) ? o : [...o, id]));
  }, [jobs]);
  return (
    <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className="flex flex-col gap-5">
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} email={email} />
      ))}
    </Accordion.Root>
  );
}
