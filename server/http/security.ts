import type { MiddlewareHandler } from "hono";

/** 128 random bits, base64: one per request, for the CSP's script nonce. */
export const newNonce = (): string =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");

/** Two years, with subdomains: what browsers' preload lists ask for (RFC 6797). */
export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Security headers on every response. Scripts run only with the request's nonce (no 'unsafe-inline'
 * scripts); styles allow inline because React sets style attributes.
 *
 * HSTS follows the shop's configured address (PUBLIC_URL), not the request (#29): a shop published at
 * https:// sends it on every answer; one published at http:// never does. No request header decides
 * it — `X-Forwarded-Proto` can be written by any client that reaches the process directly, and a browser
 * ignores HSTS received over plain HTTP anyway (RFC 6797 § 8.1).
 */
export function securityHeaders({
  imageOrigin = null,
  publicUrl = "",
}: {
  /** Where uploaded plant images are served from when not from the shop (an S3 bucket or CDN). */
  imageOrigin?: string | null;
  /** PUBLIC_URL: HSTS when it is https. */
  publicUrl?: string;
} = {}): MiddlewareHandler<{ Variables: { nonce: string } }> {
  const hsts = publicUrl.startsWith("https://");
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
    if (hsts) h.set("Strict-Transport-Security", HSTS);
  };
}
