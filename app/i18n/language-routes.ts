import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { LanguageSettings } from "./languages.ts";

/**
 * Every screen once per language: the default language's at its path, each other language's under
 * its prefix. The route module is shared, so the browser loads the same code for /brands and
 * /hi/brands; the ids differ (React Router needs one id per route), the default language's keeping
 * the id taken from the file so nothing that names a route changes (decision 134).
 */
export function localizedRoutes(
  screens: readonly (readonly [path: string, file: string])[],
  list: readonly LanguageSettings[],
): RouteConfigEntry[] {
  return list.flatMap(({ code, prefix }) =>
    screens.map(([path, file]) => {
      const localized = [prefix.slice(1), path].filter(Boolean).join("/");
      return prefix === ""
        ? route(path, file)
        : route(localized, file, { id: `${code}:${file.replace(/\.tsx?$/, "")}` });
    }),
  );
}
