import { useState } from "react";
import { useRevalidator } from "react-router";
import type { SessionUser } from "../../../domain/contracts/account";
import { Field, FormMessage } from "../../components/ui/field";
import { SubmitButton } from "../../components/ui/submit-button";
import { api, contract } from "../../lib/api";
import { useMessages } from "../../lib/i18n/react";
import { toast } from "../../lib/toast";
import { authClient } from "../auth/auth-client";
import { accountMessages } from "./messages";

/** First and last name are editable; the email is shown read-only (spec §5). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { ACCOUNT } = useMessages(accountMessages);
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [busy, setBusy] = useState(false);
  // Sent before hydration, the form would go out as a plain GET with the names in the address.
  const revalidator = useRevalidator();

  return (
    <div className="flex flex-col gap-4">
      {user.emailVerified ? null : <VerifyNotice email={user.email} />}
      <form
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm md:p-6"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          const res = await api(`/api/profiles/${encodeURIComponent(user.id)}`, contract("profile"), {
            method: "PATCH",
            json: { firstName, lastName },
          });
          setBusy(false);
          if (!res.ok) {
            console.error("An error occurred while updating your profile", res.error.message);
            return void toast.error(res.status === 400 ? res.error.message : ACCOUNT.saveFailed);
          }
          toast.success(ACCOUNT.saved);
          // The header's name and initials come from the root loader.
          revalidator.revalidate();
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            label={ACCOUNT.firstName}
            name="firstName"
            autoComplete="given-name"
            maxLength={100}
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <Field
            label={ACCOUNT.lastName}
            name="lastName"
            autoComplete="family-name"
            maxLength={100}
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <Field
          label={ACCOUNT.email}
          name="email"
          type="email"
          value={user.email}
          readOnly
          aria-readonly
          hint={ACCOUNT.emailReadOnly}
        />
        <SubmitButton disabled={busy} className="self-start">
          {busy ? ACCOUNT.saving : ACCOUNT.save}
        </SubmitButton>
      </form>
    </div>
  );
}

function VerifyNotice({ email }: { email: string }) {
  const { ACCOUNT } = useMessages(accountMessages);
  const [sent, setSent] = useState(false);
  return (
    <FormMessage tone="info">
      <p>{ACCOUNT.unverified}</p>
      {sent ? (
        <p className="mt-2 font-medium">{ACCOUNT.verificationSent}</p>
      ) : (
        <button
          type="button"
          className="mt-2 font-semibold underline underline-offset-4"
          onClick={async () => {
            try {
              await authClient.sendVerificationEmail(email);
              setSent(true);
            } catch {
              toast.error(ACCOUNT.verificationFailed);
            }
          }}
        >
          {ACCOUNT.resendVerification}
        </button>
      )}
    </FormMessage>
  );
}
