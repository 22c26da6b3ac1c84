import type { AboutContent } from "../../../../content/pages";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";
import { InfoSection } from "../shared/info-section";

export function AboutStory({ story }: { story: AboutContent["story"] }) {
  const { INFO } = useMessages(infoMessages);
  return (
    <InfoSection id="geschichte" eyebrow={INFO.about.storyEyebrow} heading={story.heading} tone="white">
      <div className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div className="flex flex-col gap-5 text-lg leading-relaxed text-stone-700">
          {story.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <img
          src="/plants/fiddle-leaf-fig-room.svg"
          alt=""
          width={800}
          height={800}
          loading="lazy"
          className="mx-auto w-full max-w-md rounded-3xl bg-leaf-50 shadow-sm"
        />
      </div>
    </InfoSection>
  );
}
