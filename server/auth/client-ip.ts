import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The header our server sets for better-auth; any copy a client sends is removed first. */
export const CLIENT_IP_HEADER = "x-blattwerk-client-ip";

/**
 * The client's address for rate limits: the TCP peer, or — only with TRUST_PROXY=true — the last
 * address in X-Forwarded-For, the one our own reverse proxy appended. Addresses further left were
 * written by the client and prove nothing.
 */
export function clientIp(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
) {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(",").at(-1)?.trim();
    if (last && isIP(last)) return last;
  }
  return socketAddress && isIP(socketAddress) ? socketAddress : undefined;
}

/** A copy of the request carrying only our own client-IP header. */
export function withClientIp(request: Request, ip: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  // better-auth would read these by default; make sure nothing client-written reaches it.
  headers.delete("x-forwarded-for");
  headers.delete("x-real-ip");
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}

/** The client address of a Hono request: socket peer, or what a trusted proxy appended. */
export function requestClientIp(c: Context, trustProxy: boolean): string | undefined {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // no Node socket (in-process tests): the request has no client address
  }
  return clientIp(socket, c.req.header("x-forwarded-for"), trustProxy);
}
