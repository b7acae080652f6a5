import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { StaffAccount, StaffAccounts } from "#app/api/accounts.ts";
import { officeTexts } from "#app/i18n/texts/staff-office.ts";
import { fieldProblems } from "#app/utils/api-refusals.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { Badge, fieldStyles, formatDateTime, MessageBox, type Notice, StaffButton, StaffPanel } from "./ui.tsx";

/**
 * The staff accounts: the first account adds, removes and resets the others; every account
 * changes its own password (its sessions end, so it signs in again).
 */
export function StaffAccountsPanel({ accounts, onChanged }: { accounts: StaffAccounts | null; onChanged: () => void }) {
  const { t, language } = officeTexts.useTexts();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pendingRemoval, setPendingRemoval] = useState<StaffAccount | null>(null);
  const [resetting, setResetting] = useState<string | null>(null);
  if (!accounts) return null;
  const { me } = accounts;

  const outcome = (ok: boolean, text: string, error?: string) =>
    setNotice(ok ? { tone: "success", text } : { tone: "error", text: error ?? t("office.accounts.failed") });

  const remove = async () => {
    const account = pendingRemoval;
    setPendingRemoval(null);
    if (!account) return;
    const result = await apiRequest("DELETE /admins/:username", { params: { username: account.username } });
    if (result.status === 401) return;
    outcome(result.ok, t("office.accounts.removed"), result.ok ? undefined : result.error);
    onChanged();
  };

  return (
    <div className="space-y-6">
      <StaffPanel labelledBy="accounts-title" look="list">
        <div className="border-b border-slate-200 p-4 sm:p-6">
          <h2 id="accounts-title" className="text-xl font-bold text-ink">
            {t("office.accounts.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("office.accounts.intro")}</p>
        </div>
        <MessageBox notice={notice} className="px-4 pt-4 sm:px-6" />
        <ul className="divide-y divide-slate-100">
          {accounts.admins.map((account) => (
            <li key={account.username} data-account={account.username} className="px-4 py-4 sm:px-6">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-all text-ink">
                    {account.username}{" "}
                    {account.username === me.username ? <Badge tone="brand">{t("office.accounts.you")}</Badge> : null}{" "}
                    {account.owner ? <Badge>{t("office.accounts.owner")}</Badge> : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    <time dateTime={account.createdAt}>{formatDateTime(account.createdAt, language)}</time>
                  </p>
                </div>
                {me.owner && account.username !== me.username ? (
                  <div className="flex flex-wrap gap-2">
                    <StaffButton
                      look="quiet"
                      aria-expanded={resetting === account.username}
                      onClick={() => setResetting(resetting === account.username ? null : account.username)}
                    >
                      {t("office.accounts.reset")}
                      <span className="sr-only"> ({account.username})</span>
                    </StaffButton>
                    <StaffButton look="danger" onClick={() => setPendingRemoval(account)}>
                      {t("office.accounts.remove")}
                      <span className="sr-only"> ({account.username})</span>
                    </StaffButton>
                  </div>
                ) : null}
              </div>
              {resetting === account.username ? (
                <PasswordForm
                  username={account.username}
                  own={false}
                  onDone={(ok, error) => {
                    outcome(ok, t("office.accounts.resetDone"), error);
                    if (ok) setResetting(null);
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </StaffPanel>

      {me.owner ? <AddAccountForm onAdded={onChanged} /> : null}

      <StaffPanel labelledBy="own-password" look="padded">
        <h2 id="own-password" className="text-lg font-bold text-ink">
          {t("office.accounts.own")}
        </h2>
        {/* Success ends this session too: the next call answers 401 and the page goes to sign in. */}
        <PasswordForm
          username={me.username}
          own
          onDone={(ok, error) => {
            outcome(ok, t("office.accounts.ownDone"), error);
            // This session has ended with the change: reloading finds that and goes to sign in.
            if (ok) onChanged();
          }}
        />
      </StaffPanel>

      <ConfirmDialog
        open={pendingRemoval !== null}
        title={t("office.accounts.confirmRemove")}
        confirmLabel={t("office.accounts.remove")}
        cancelLabel={t("office.form.cancel")}
        onConfirm={remove}
        onCancel={() => setPendingRemoval(null)}
      >
        {pendingRemoval ? <p className="font-semibold text-ink">{pendingRemoval.username}</p> : null}
      </ConfirmDialog>
    </div>
  );
}

function AddAccountForm({ onAdded }: { onAdded: () => void }) {
  const { t } = officeTexts.useTexts();
  const id = useId();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await apiRequest("POST /admins", { json: { username, password } });
    if (result.status === 401) return;
    if (result.ok) {
      setUsername("");
      setPassword("");
      setErrors({});
      setNotice({ tone: "success", text: t("office.accounts.created") });
      onAdded();
      return;
    }
    const byField = Object.fromEntries(fieldProblems(result.body).map((p) => [p.field, p.message]));
    setErrors(byField);
    setNotice({ tone: "error", text: result.error ?? t("office.accounts.failed") });
  };

  return (
    <StaffPanel labelledBy={`${id}-title`} look="padded">
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {t("office.accounts.add")}
      </h2>
      <MessageBox notice={notice} className="mt-3" />
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field id={`${id}-user`} label={t("office.accounts.username")} error={errors.username}>
          <input
            id={`${id}-user`}
            name="username"
            autoComplete="off"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? `${id}-user-error` : undefined}
            className={fieldStyles}
          />
        </Field>
        <Field id={`${id}-password`} label={t("office.accounts.password")} error={errors.password}>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            className={fieldStyles}
          />
        </Field>
        <StaffButton look="primary" type="submit">
          {t("office.accounts.create")}
        </StaffButton>
      </form>
    </StaffPanel>
  );
}

function PasswordForm({
  username,
  own,
  onDone,
}: {
  username: string;
  own: boolean;
  onDone: (ok: boolean, error?: string) => void;
}) {
  const { t } = officeTexts.useTexts();
  const id = useId();
  const [oldPassword, setOldPassword] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await apiRequest("POST /admins/:username/password", {
      params: { username },
      json: own ? { oldPassword, password } : { password },
    });
    if (result.status === 401 && !own) return;
    if (result.ok) {
      setErrors({});
      setOldPassword("");
      setPassword("");
      onDone(true);
      return;
    }
    setErrors(Object.fromEntries(fieldProblems(result.body).map((p) => [p.field, p.message])));
    onDone(false, result.error);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      {own ? (
        <Field id={`${id}-old`} label={t("office.accounts.oldPassword")} error={errors.oldPassword}>
          <input
            id={`${id}-old`}
            type="password"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(event) => setOldPassword(event.currentTarget.value)}
            aria-invalid={errors.oldPassword ? true : undefined}
            aria-describedby={errors.oldPassword ? `${id}-old-error` : undefined}
            className={fieldStyles}
          />
        </Field>
      ) : null}
      <Field id={`${id}-new`} label={t("office.accounts.newPassword")} error={errors.password}>
        <input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-new-error` : undefined}
          className={fieldStyles}
        />
      </Field>
      <StaffButton look="secondary" type="submit">
        {own ? t("office.accounts.own") : t("office.accounts.reset")}
      </StaffButton>
    </form>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
