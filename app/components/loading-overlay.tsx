import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/translate.ts";
import { LOADING_OVERLAY_MS } from "#app/utils/timings.ts";

/**
 * The spec's full-screen "Loading" overlay, shown for 500 ms after each client-side path change.
 * It also covers the wait before that change, while the next page's data is on its way (the
 * spec's "loading spinner" of a product page, decision 032), so a tap on a slow connection is
 * answered at once. It never covers the server-rendered first paint: it starts hidden and only
 * reacts to navigation. Filters and pages of a listing keep their path and their own indicator.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [previousPath, setPreviousPath] = useState(pathname);
  // The path the overlay shows for after its change; null once its half second is over.
  const [shownAfter, setShownAfter] = useState<string | null>(null);
  // In the very render that shows the new path, not in an effect after it: between the render
  // that ends the navigation ("leaving" false) and an effect's, the overlay would be gone for a
  // frame and then come back, a flicker in the middle of the half second.
  if (previousPath !== pathname) {
    setPreviousPath(pathname);
    setShownAfter(pathname);
  }
  const leaving = navigation.state === "loading" && navigation.location.pathname !== pathname;
  const visible = leaving || shownAfter !== null;

  // The half second counts from the new page; a further change of path starts it again.
  useEffect(() => {
    if (shownAfter === null) return;
    const timer = setTimeout(() => setShownAfter(null), LOADING_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [shownAfter]);

  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      className="fixed inset-0 z-50 grid place-items-center bg-slate-950/80 text-white"
    >
      <div className="flex flex-col items-center gap-3">
        <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-white/30 border-t-white" />
        <span className="text-sm font-medium tracking-wide">{t("loading")}</span>
      </div>
    </div>
  );
}
