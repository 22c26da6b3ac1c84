import type { HomeContent } from "../../../content/home";
import { Link, useMessages } from "../../lib/i18n/react";
import { homeMessages } from "./messages";

export function CategoryCards({ categoryCards }: { categoryCards: HomeContent["categoryCards"] }) {
  const { HOME } = useMessages(homeMessages);
  return (
    <section aria-labelledby="categories-h" className="mx-auto max-w-7xl px-4 py-16 md:px-6">
      <h2 id="categories-h" className="mb-6 text-3xl font-bold text-leaf-950">
        {HOME.categories}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-6">
        {categoryCards.map((c) => (
          <li key={c.slug}>
            <Link
              to={`/shop?category=${c.slug}`}
              viewTransition
              data-testid="category-card"
              className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm transition-shadow hover:shadow-md"
            >
              <img
                src={c.image}
                alt=""
                width={600}
                height={400}
                loading="lazy"
                className="aspect-[3/2] w-full object-cover"
              />
              <span className="flex flex-col gap-1 p-4">
                <span className="text-lg font-semibold text-leaf-950 group-hover:underline">{c.title}</span>
                <span className="text-sm text-stone-600">{c.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
