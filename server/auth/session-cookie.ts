/** better-auth's session cookie, with the `__Secure-` prefix it gets over HTTPS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Does this request carry a session cookie (valid or not)? Its page may then name the customer. */
export const hasSessionCookie = (request: Request): boolean =>
  SESSION_COOKIE.test(request.headers.get("cookie") ?? "");
