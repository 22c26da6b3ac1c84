import type { MiddlewareHandler } from "hono";

/** 128 random bits, base64: one per request, for the CSP's script nonce. */
export const newNonce = (): string =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");

/**
 * Security headers on every response. Scripts run only with the request's nonce (no 'unsafe-inline'
 * scripts); styles allow inline because React sets style attributes. HSTS only when served over HTTPS.
 */
export function securityHeaders({
  imageOrigin = null,
}: {
  /** Where uploaded plant images are served from when not from the shop (an S3 bucket or CDN). */
  imageOrigin?: string | null;
} = {}): MiddlewareHandler<{ Variables: { nonce: string } }> {
  const imgSrc = [
    "'self'",
    "data:",
    "blob:",
    "https://cdn.shopify.com",
    ...(imageOrigin ? [imageOrigin] : []),
  ];
  return async (c, next) => {
    const nonce = newNonce();
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    h.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        `img-src ${imgSrc.join(" ")}`,
        "font-src 'self'",
        "connect-src 'self'",
        "media-src 'self' blob:",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join("; "),
    );
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Permissions-Policy", "camera=(self), microphone=(), geolocation=(), payment=()");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    const proto = c.req.header("x-forwarded-proto") ?? new URL(c.req.url).protocol.replace(":", "");
    if (proto === "https") h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
