import { checkText, TEXT_RULE_MESSAGES, type TextMessages, type TextRule } from "./text-rules";
import { z } from "./zod";

/** The text rule (domain/text-rules.ts, #29) as zod schemas, for forms and APIs that parse with zod. */

function schema(rule: TextRule, messages: TextMessages) {
  return z
    .string({ error: messages.notText ?? messages.required ?? TEXT_RULE_MESSAGES.notText })
    .transform((value, ctx) => {
      const checked = checkText(value, rule, messages);
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
  { max, required = true, printable = false }: { max: number; required?: boolean; printable?: boolean },
  messages: TextMessages = {},
) {
  return schema({ max, required, printable }, messages);
}

/** Free text over several lines: a review, a withdrawal's message. */
export function multiLineText(
  { max, required = true }: { max: number; required?: boolean },
  messages: TextMessages = {},
) {
  return schema({ max, required, multiLine: true }, messages);
}
