import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { notFoundMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/not-found";

/** Any address no other route claims: a real 404 status with the site's own page. */
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

export const meta: Route.MetaFunction = (args) => notFoundMeta(args);

export default function NotFound() {
  return <GeneralErrorBoundary />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
