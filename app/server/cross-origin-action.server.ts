/**
 * Whether React Router refuses this request as a cross-site form post: an action (any method but
 * GET, HEAD and OPTIONS) whose Origin header names another origin than the request's, is no URL, or
 * is "null" (React Router's `throwIfPotentialCSRFAttack`; no `allowedActionOrigins` are configured).
 * It answers those with 400 and hands handleError a plain Error, which is no fault of ours.
 */
export function isCrossOriginAction(request: Request): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  if (!URL.canParse(origin)) return true;
  return new URL(origin).origin !== new URL(request.url).origin;
}
