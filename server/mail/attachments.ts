import type { AttachmentRef, RenderedAttachment } from "./message";

/**
 * Draws the file behind an attachment reference at delivery. One renderer per type, handed to the
 * outbox (server/services.ts): "legal" is server/mail/legal-pdf.ts, "invoice" comes with the invoices.
 * A renderer that throws fails the attempt; the outbox retries it like any other delivery error.
 */
export type AttachmentRenderers = {
  [T in AttachmentRef["type"]]?: (ref: Extract<AttachmentRef, { type: T }>) => Promise<RenderedAttachment>;
};
