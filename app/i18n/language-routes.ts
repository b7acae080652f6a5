import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { LanguageSettings } from "./languages.ts";

/** A screen nested in another (a staff tab in the staff area): its path below the parent's, or "" for the parent's own address. */
export type NestedScreen = readonly [path: string, file: string];

/** A screen: its path, its route module and, for a layout such as the staff area, the screens inside it. */
export type Screen = readonly [path: string, file: string, children?: readonly NestedScreen[]];

/**
 * Every screen once per language: the default language's at its path, each other language's under
 * its prefix. The route module is shared, so the browser loads the same code for /brands and
 * /hi/brands; the ids differ (React Router needs one id per route), the default language's keeping
 * the id taken from the file so nothing that names a route changes (decision 134). Nested screens
 * (decision 191) get the same treatment: one id per language, the default language's from the file.
 */
export function localizedRoutes(screens: readonly Screen[], list: readonly LanguageSettings[]): RouteConfigEntry[] {
  return list.flatMap(({ code, prefix }) => {
    const id = (file: string) => (prefix === "" ? undefined : `${code}:${file.replace(/\.tsx?$/, "")}`);
    const options = (file: string) => {
      const routeId = id(file);
      return routeId ? { id: routeId } : {};
    };
    return screens.map(([path, file, children]) => {
      const localized = [prefix.slice(1), path].filter(Boolean).join("/");
      const nested = children?.map(([childPath, childFile]) =>
        childPath === "" ? index(childFile, options(childFile)) : route(childPath, childFile, options(childFile)),
      );
      return nested ? route(localized, file, options(file), nested) : route(localized, file, options(file));
    });
  });
}
