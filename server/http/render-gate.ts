import { isIPv6 } from "node:net";

/**
 * How many page renders one client may have in flight (#49 §4). Every render that the page cache cannot
 * answer runs on the one event loop (React SSR, ≈ 15–60 ms of CPU each): 40 at once from one address put
 * every other visitor and the health check at 6–8 s. A client gets `perClient` renders at a time; more
 * wait for one of its own to finish, up to `waitMs`, and are then refused (the caller answers 429). A
 * client that closes its connection while waiting leaves the queue. Other clients never wait for it: a
 * freed slot passes on only after the event loop's next turn, so at most `perClient` renders of one
 * client run between two readings of the sockets.
 *
 * In memory, per process: it protects this process's event loop, which is what is shared.
 */
export interface RenderGateOptions {
  /** Renders one client may have in flight; 0 turns the gate off. */
  perClient: number;
  /** How long a render over the limit waits for a slot before it is refused. */
  waitMs: number;
  /** Renders one client may have waiting; beyond it a request is refused at once. */
  maxWaiting?: number;
}

/** Frees the slot (idempotent). */
export type Release = () => void;

export interface RenderGate {
  /**
   * A slot for one render of `client` (see `renderClientKey`), or null when none came free in time.
   * Requests without a client address (in-process calls) always get one.
   */
  acquire(client: string | undefined, signal?: AbortSignal): Promise<Release | null>;
  /** Renders of `client` in flight, and waiting (for tests and logs). */
  load(client: string): { inFlight: number; waiting: number };
}

interface Waiter {
  grant: (release: Release | null) => void;
}

interface ClientState {
  inFlight: number;
  queue: Waiter[];
}

const noop: Release = () => {};

export function createRenderGate({ perClient, waitMs, maxWaiting = 64 }: RenderGateOptions): RenderGate {
  const clients = new Map<string, ClientState>();

  const releaseFor = (client: string, state: ClientState): Release => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      // A render on the embedded database runs from its first query to its last byte without giving the
      // event loop a turn (PGlite answers in the same task): the slot is free only after the loop has read
      // the requests that came meanwhile, so other clients' requests and the health check go between two
      // renders of one client instead of behind all of them.
      setImmediate(() => {
        const next = state.queue.shift();
        // The slot passes straight to the next waiter of the same client: the count stays.
        if (next) next.grant(releaseFor(client, state));
        else if (--state.inFlight === 0) clients.delete(client);
      });
    };
  };

  return {
    acquire(client, signal) {
      if (!client || perClient <= 0) return Promise.resolve(noop);
      let state = clients.get(client);
      if (!state) {
        state = { inFlight: 0, queue: [] };
        clients.set(client, state);
      }
      if (state.inFlight < perClient) {
        state.inFlight++;
        return Promise.resolve(releaseFor(client, state));
      }
      if (state.queue.length >= maxWaiting || signal?.aborted) return Promise.resolve(null);
      const s = state;
      return new Promise<Release | null>((resolve) => {
        const leave = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", leave);
          const i = s.queue.indexOf(waiter);
          if (i !== -1) s.queue.splice(i, 1);
          resolve(null);
        };
        const waiter: Waiter = {
          grant: (release) => {
            clearTimeout(timer);
            signal?.removeEventListener("abort", leave);
            resolve(release);
          },
        };
        const timer = setTimeout(leave, waitMs);
        signal?.addEventListener("abort", leave, { once: true });
        s.queue.push(waiter);
      });
    },
    load(client) {
      const state = clients.get(client);
      return { inFlight: state?.inFlight ?? 0, waiting: state?.queue.length ?? 0 };
    },
  };
}

/**
 * The client a render counts against: its IPv4 address, or the /64 network of an IPv6 address (one
 * connection usually gets a whole /64, so single IPv6 addresses would let one client take many slots).
 */
export function renderClientKey(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, `::` filled in, without leading zeros. */
function expandIPv6(ip: string): string[] {
  const [head, tail] = ip.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((g) => (Number.parseInt(g, 16) || 0).toString(16));
}
