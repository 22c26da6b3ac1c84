import { defineRefusals } from "../text/refusal";

/** Refusals of the back office's „Erneut senden“ (server/admin/mails.ts, #30). */
export type AdminMailRefusals = {
  /** 404 */
  unknown_mail: undefined;
  /** 409: the mail is not (or no longer) failed. */
  mail_not_failed: undefined;
};

export const adminMailRefusalMessages = defineRefusals<AdminMailRefusals>(
  {
    unknown_mail: "Diese E-Mail gibt es nicht.",
    mail_not_failed:
      "Diese E-Mail ist nicht fehlgeschlagen; sie wird schon zugestellt oder wurde zugestellt.",
  },
  {
    unknown_mail: "This email does not exist.",
    mail_not_failed: "This email has not failed; it is being delivered or was delivered.",
  },
);
