import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { languageFromPath } from "./i18n/language.ts";
import { loadShellTexts } from "./i18n/shell-dictionaries.ts";

// The page's language texts come first: hydrating without them would render English over the
// server's text (decision 136).
loadShellTexts(languageFromPath(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
