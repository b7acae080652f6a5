import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The page's language texts are already here: the modules that use texts await them before they
// finish loading (app/i18n/translations.ts, decision 139).
// Hydration starts in the task after the one that evaluated this module and React DOM with it: on a
// slowed phone, React DOM's start-up and hydrateRoot's set-up together made one task over 50 ms, each
// alone stays under (decision 168).
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
