import { Field } from "../../components/ui/field";
import { useMessages } from "../../lib/i18n/react";
import { authMessages } from "./messages";

/** The email input the sign-in, sign-up and reset forms share (one value across the tabs). */
export function EmailField({ email, onEmail }: { email: string; onEmail: (e: string) => void }) {
  const { AUTH } = useMessages(authMessages);
  return (
    <Field
      label={AUTH.email}
      type="email"
      name="email"
      autoComplete="email"
      value={email}
      onChange={(e) => onEmail(e.target.value)}
    />
  );
}
