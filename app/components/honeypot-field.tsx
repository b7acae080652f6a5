import { HONEYPOT_FIELD } from "#app/forms/honeypot.ts";

/**
 * The public forms' bot trap (forms/honeypot.ts): off-screen rather than display:none, which some
 * bots skip; hidden from screen readers and out of the tab order, so people never fill it in.
 */
export function HoneypotField() {
  return (
    <div aria-hidden className="absolute -start-[10000px] size-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
