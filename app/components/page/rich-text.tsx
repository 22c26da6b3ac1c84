import type { Block } from "../../../domain/shop/content";

/** Renders editorial blocks (paragraphs, lists, sub-headings) from content/. */
export function RichText({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((b, i) => {
        const key = `${i}`;
        if ("p" in b) return <p key={key}>{b.p}</p>;
        if ("h3" in b)
          return (
            <h3 key={key} className="pt-2 text-lg font-semibold text-leaf-950">
              {b.h3}
            </h3>
          );
        return (
          <ul key={key} className="list-disc space-y-1 pl-6">
            {b.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      })}
    </>
  );
}
