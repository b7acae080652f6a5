import { lazy, Suspense } from "react";
import type { PartNumberChoice, ProductPageAnswer } from "#app/server/products/product-page.server.ts";

export function isPartNumberChoice(data: ProductPageAnswer): data is PartNumberChoice {
  return "choice" in data;
}

// A rare page (a number several brands sell, at an address that cannot tell which): its code and
// texts load when it is shown, so every product page's first-load JavaScript stays within budget.
const ChoicePage = lazy(() => import("./part-number-choice-page.tsx"));

/** The page to choose a brand from (decision 089), rendered on the server like any page. */
export function PartNumberChoicePage({ data }: { data: PartNumberChoice }) {
  return (
    <Suspense fallback={null}>
      <ChoicePage data={data} />
    </Suspense>
  );
}
