import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { addProductsPath, apiRequest, storeToken } from "#app/utils/staff-api.ts";
import type { LoginState } from "./staff-area.tsx";
import { fieldStyles, MessageBox, type Notice, Spinner, StaffButton } from "./ui.tsx";

interface FieldErrors {
  username?: string;
  password?: string;
}

/**
 * The sign-in form. It is rendered on the server but works only with the page's script (the token
 * goes to localStorage), so its button is disabled until the page is interactive (no early submit
 * can post the form to the page itself); the method is POST so a password never lands in an address.
 * The fields are uncontrolled and read on submit: on a slow phone a person types into them before
 * the script arrives, and controlled fields would be reset to empty by hydration (issue 30).
 */
export function LoginForm() {
  const { t, language } = staffTexts.useTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => setReady(true), []);

  // Why the browser is here (a session that ended) comes from the history entry, which the server
  // never sees: said after hydration, before paint, so a reload of this page cannot mismatch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, for the entry this page opened with
  useLayoutEffect(() => {
    if ((location.state as LoginState | null)?.sessionEnded) {
      setNotice({ tone: "info", text: t("staff.login.sessionEnded") });
    }
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !ready) return;
    const username = usernameRef.current?.value ?? "";
    const password = passwordRef.current?.value ?? "";
    const errors: FieldErrors = {};
    if (!username.trim()) errors.username = t("staff.login.usernameRequired");
    if (!password) errors.password = t("staff.login.passwordRequired");
    setFieldErrors(errors);
    if (errors.username || errors.password) {
      (errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    setNotice(null);
    const result = await apiRequest("POST /login", {
      json: { username: username.trim(), password },
      redirectOn401: false,
    });
    if (result.ok && typeof result.data.token === "string" && result.data.token) {
      storeToken(result.data.token);
      navigate(addProductsPath(language), { replace: true });
      return;
    }
    setBusy(false);
    setNotice({ tone: "error", text: (!result.ok && result.error) || t("staff.login.failed") });
  };

  const fieldProps = (name: keyof FieldErrors) => ({
    "aria-invalid": fieldErrors[name] ? true : undefined,
    "aria-describedby": fieldErrors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {t("staff.login.formTitle")}
      </h2>
      <MessageBox notice={notice} />
      <div>
        <label htmlFor={`${id}-username`} className="mb-1 block font-medium text-slate-800">
          {t("staff.login.username")}
        </label>
        <input
          ref={usernameRef}
          id={`${id}-username`}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          className={`${fieldStyles} ${fieldErrors.username ? "border-red-600" : ""}`}
          {...fieldProps("username")}
        />
        {fieldErrors.username ? (
          <p id={`${id}-username-error`} className="mt-1 text-sm font-medium text-red-700">
            {fieldErrors.username}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="mb-1 block font-medium text-slate-800">
          {t("staff.login.password")}
        </label>
        <div className="relative">
          <input
            ref={passwordRef}
            id={`${id}-password`}
            name="password"
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            required
            className={`${fieldStyles} pe-20 ${fieldErrors.password ? "border-red-600" : ""}`}
            {...fieldProps("password")}
          />
          <button
            type="button"
            aria-pressed={showPassword}
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((shown) => !shown)}
            className="absolute inset-y-1 end-1 rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("staff.login.showPassword")}
          </button>
        </div>
        {fieldErrors.password ? (
          <p id={`${id}-password-error`} className="mt-1 text-sm font-medium text-red-700">
            {fieldErrors.password}
          </p>
        ) : null}
      </div>
      <StaffButton look="primary" type="submit" disabled={!ready} inactive={busy} className="w-full">
        {busy ? <Spinner className="size-4" /> : null}
        {busy ? t("staff.login.signingIn") : t("staff.login.signIn")}
      </StaffButton>
    </form>
  );
}
