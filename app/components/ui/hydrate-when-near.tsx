import { type ReactNode, Suspense, use, useSyncExternalStore } from "react";

const gates = new Map<string, Promise<void>>();

/**
 * Resolves when the visitor heads for the server-rendered element `selector`: the page scrolls (by
 * wheel, touch, keyboard or a focus moving down), or it already shows above the screen's last 15%.
 */
function near(selector: string): Promise<void> {
  let gate = gates.get(selector);
  if (!gate) {
    gate = new Promise<void>((resolve) => {
      const element = document.querySelector(selector);
      if (!element) return resolve();
      // A strip at the bottom of the first screen does not count: the hero fills the screen but
      // for the next section's top margin peeking in under it.
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) go();
        },
        { rootMargin: "0px 0px -15% 0px" },
      );
      function go() {
        observer.disconnect();
        window.removeEventListener("scroll", go);
        resolve();
      }
      observer.observe(element);
      window.addEventListener("scroll", go, { passive: true });
    });
    gates.set(selector, gate);
  }
  return gate;
}

const noSubscription = () => () => {};

function Gate({ selector, children }: { selector: string; children: ReactNode }) {
  // True in a render after hydration (a client navigation), false while the server's HTML hydrates.
  const navigated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!navigated && typeof document !== "undefined") use(near(selector));
  return children;
}

/**
 * Below-the-fold content whose code loads on demand (decision 020): the server renders it as usual;
 * in the browser its HTML stays as the server sent it, visible and unhydrated, until the visitor
 * scrolls or `selector` (its first element) shows, and only then is its code (a `lazy` component
 * among `children`) fetched and hydrated. No layout shift: nothing is re-rendered. After a
 * client navigation there is no server HTML, so the content renders at once.
 */
export function HydrateWhenNear({ selector, children }: { selector: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate selector={selector}>{children}</Gate>
    </Suspense>
  );
}
