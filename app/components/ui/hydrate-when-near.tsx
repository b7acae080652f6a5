import { type ReactNode, startTransition, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Resolves when the visitor heads for `element`: the page scrolls (by wheel, touch, keyboard or a
 * focus moving down), or it already shows above the screen's last 15% (a strip at the bottom of the
 * first screen, such as the next section's top margin under a full-screen hero, does not count).
 */
function whenNear(element: Element, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) go();
    },
    { rootMargin: "0px 0px -15% 0px" },
  );
  function stop() {
    observer.disconnect();
    window.removeEventListener("scroll", go);
  }
  function go() {
    stop();
    onNear();
  }
  observer.observe(element);
  window.addEventListener("scroll", go, { passive: true });
  return stop;
}

const noSubscription = () => () => {};

/** The server's HTML of one island, kept as it is: React leaves what is inside `innerHTML` alone. */
function Frozen({ id, html }: { id?: string; html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-rendered HTML, read back from the DOM
  return <div id={id} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Below-the-fold content whose code loads on demand (decision 020). The server renders it as usual,
 * inside a `display: contents` wrapper `id`. In the browser, hydration keeps that HTML as it is
 * (visible, its links plain links) without the code; once the visitor heads for it, the code (a
 * `lazy` component among `children`, with no Suspense boundary of its own) is fetched in a
 * transition, and the live content replaces the identical server HTML in one commit, so nothing
 * moves. After a client navigation there is no server HTML: the navigation waits for the code.
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  // False while the server's HTML hydrates (and on the server), true in later renders.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [frozen] = useState(() =>
    hydrated || typeof document === "undefined" ? null : (document.getElementById(id)?.innerHTML ?? null),
  );
  const [live, setLive] = useState(frozen === null);

  useEffect(() => {
    if (live) return;
    const first = document.getElementById(id)?.firstElementChild;
    if (!first) return setLive(true);
    // A transition: the server's HTML stays until the code has arrived and the live content is ready.
    return whenNear(first, () => startTransition(() => setLive(true)));
  }, [id, live]);

  if (!live && frozen !== null) return <Frozen id={id} html={frozen} />;
  return (
    <div id={id} className="contents">
      {children}
    </div>
  );
}
