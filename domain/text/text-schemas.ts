import { textKey } from "./text-messages";
import { checkText, TEXT_RULE_MESSAGES, type TextMessages, type TextRule } from "./text-rules";
import { z } from "./zod";

/** The text rule (domain/text/text-rules.ts, #29) as zod schemas, for forms and APIs that parse with zod. */

/** `keyed`: issues carry message keys (#30, domain/text/message-keys.ts), else German sentences. */
type Keyed = { keyed?: boolean };

function schema(rule: TextRule & Keyed, messages: TextMessages) {
  const notText = rule.keyed ? textKey("notText") : TEXT_RULE_MESSAGES.notText;
  return z.string({ error: messages.notText ?? messages.required ?? notText }).transform((value, ctx) => {
    const checked = checkText(value, rule, messages, rule.keyed);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: "custom", message: checked.message, input: value });
    return z.NEVER;
  });
}

/**
 * One line of human-entered text: a name, a street, a spot's name, a reason. Required unless
 * `required: false` (then "" passes and `undefined` too, as no value).
 */
export function singleLineText(
  {
    max,
    required = true,
    printable = false,
    keyed = false,
  }: { max: number; required?: boolean; printable?: boolean } & Keyed,
  messages: TextMessages = {},
) {
  return schema({ max, required, printable, keyed }, messages);
}

/** Free text over several lines: a review, a withdrawal's message. */
export function multiLineText(
  {
    max,
    required = true,
    printable = false,
    keyed = false,
  }: { max: number; required?: boolean; printable?: boolean } & Keyed,
  messages: TextMessages = {},
) {
  return schema({ max, required, multiLine: true, printable, keyed }, messages);
}
