import type { AboutContent } from "../../../../content/pages";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";
import { InfoSection } from "../shared/info-section";
import { InitialsAvatar } from "../shared/initials-avatar";

export function AboutTeam({ team }: { team: AboutContent["team"] }) {
  const { INFO } = useMessages(infoMessages);
  return (
    <InfoSection id="team" eyebrow={INFO.about.teamEyebrow} heading={team.heading} tone="white">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {team.members.map((m) => (
          <li key={m.name} className="flex flex-col gap-3 rounded-3xl bg-cream p-6">
            <InitialsAvatar
              initials={m.initials}
              name={m.name}
              className="h-16 w-16 bg-leaf-700 text-xl text-white"
            />
            <div>
              <h3 className="text-lg font-semibold text-leaf-950">{m.name}</h3>
              <p className="text-sm font-medium text-leaf-800">{m.role}</p>
            </div>
            <p className="leading-relaxed text-stone-700">{m.bio}</p>
          </li>
        ))}
      </ul>
    </InfoSection>
  );
}
