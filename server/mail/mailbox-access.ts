import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * Who may read the development mailbox (#29). It holds every mail the shop wrote — one-time sign-in
 * links of new admins, password-reset and confirmation links — so whoever reads it can take over any
 * account. It is served only to this machine: the TCP peer (the socket, never a header) is a loopback
 * address, and the request carries no header a proxy adds. A reverse proxy on this machine forwards
 * the whole internet from 127.0.0.1, but it says so with these headers; a browser on this machine
 * never sends them.
 */
export const PROXY_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "via",
] as const;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");
// IPv4-mapped 127.x: a dual-stack socket reports ::ffff:127.0.0.1.
LOOPBACK.addSubnet("::ffff:127.0.0.0", 104, "ipv6");

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x, in any of their spellings. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  if (!family) return false;
  return LOOPBACK.check(address!, family === 4 ? "ipv4" : "ipv6");
}

/** Host names and addresses the server can listen on without being reachable from another machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  return h === "localhost" || isLoopbackAddress(h);
}

/** Whether this request may read the development mailbox: a loopback peer, no proxy in between. */
export function mayReadMailbox(socketAddress: string | undefined, headers: Headers): boolean {
  return isLoopbackAddress(socketAddress) && PROXY_HEADERS.every((h) => !headers.has(h));
}

/** mayReadMailbox for a Hono request; a request without a Node socket (in-process) has no peer. */
export function requestMayReadMailbox(c: Context): boolean {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return mayReadMailbox(socket, c.req.raw.headers);
}
