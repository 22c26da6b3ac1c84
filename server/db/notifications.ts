import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** What a subscriber to a PostgreSQL notification channel is told. */
export interface ChannelHandlers {
  /** A NOTIFY on the channel (its payload). */
  notify(payload: string): void;
  /**
   * The connection listens (again): notices sent while it did not were lost, so a subscriber reads
   * what it keeps anew.
   */
  listening(): void;
  /** The connection is gone: until `listening` again, no notice arrives. */
  lost(): void;
}

export interface Notifications {
  /** Subscribes to `channel` (a plain identifier); returns the unsubscribe. */
  listen(channel: string, handlers: ChannelHandlers): () => void;
  close(): Promise<void>;
}

/**
 * PostgreSQL's LISTEN/NOTIFY on one connection of its own per process (a pooled connection would be
 * handed to queries and lose its LISTEN). The connection is opened at the first subscription and opened
 * again, after 1 s up to 10 s, whenever it is lost (server restart, network).
 */
export function createPgNotifications(url: string): Notifications {
  const channels = new Map<string, Set<ChannelHandlers>>();
  let client: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let retryMs = 1_000;
  let timer: NodeJS.Timeout | undefined;

  const each = (channel: string, fn: (h: ChannelHandlers) => void) => {
    for (const h of channels.get(channel) ?? []) fn(h);
  };
  const quote = (channel: string) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
    return `"${channel}"`;
  };

  const lose = (c: pg.Client, err?: Error) => {
    if (client !== c) return;
    client = null;
    if (connected) {
      connected = false;
      if (!closed) console.error(`[db] notification connection lost: ${err?.message ?? "closed"}`);
      for (const channel of channels.keys()) each(channel, (h) => h.lost());
    }
    c.end().catch(() => {});
    if (!closed) {
      timer = setTimeout(connect, retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, 10_000);
    }
  };

  async function connect() {
    if (closed || client || channels.size === 0) return;
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client = c;
    c.on("error", (err) => lose(c, err));
    c.on("end", () => lose(c));
    c.on("notification", (m) => each(m.channel, (h) => h.notify(m.payload ?? "")));
    try {
      await c.connect();
      for (const channel of channels.keys()) await c.query(`LISTEN ${quote(channel)}`);
      if (client !== c || closed) return;
      connected = true;
      retryMs = 1_000;
      for (const channel of channels.keys()) each(channel, (h) => h.listening());
    } catch (err) {
      lose(c, err as Error);
    }
  }

  return {
    listen(channel, handlers) {
      quote(channel);
      const fresh = !channels.has(channel);
      const set = channels.get(channel) ?? new Set();
      set.add(handlers);
      channels.set(channel, set);
      if (!client) void connect();
      else if (fresh && connected) {
        const c = client;
        c.query(`LISTEN ${quote(channel)}`).then(
          () => handlers.listening(),
          (err) => lose(c, err),
        );
      } else if (connected) handlers.listening();
      return () => {
        set.delete(handlers);
        if (set.size === 0) channels.delete(channel);
      };
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      connected = false;
      await c?.end().catch(() => {});
    },
  };
}

/**
 * The same on the embedded database: PGlite delivers NOTIFY to the listeners of its one process (the
 * instances of one process that share it, as the tests' do). It never loses its connection.
 */
export function pgliteNotifications(client: Pick<PGlite, "listen">): Notifications {
  const stops = new Set<() => Promise<void>>();
  return {
    listen(channel, handlers) {
      let stop: (() => Promise<void>) | undefined;
      let gone = false;
      client
        .listen(channel, (payload) => handlers.notify(payload))
        .then(
          (unlisten) => {
            stop = () => unlisten().catch(() => {});
            if (gone) return void stop();
            stops.add(stop);
            handlers.listening();
          },
          (err) => console.error(`[db] could not listen on ${channel}: ${(err as Error).message}`),
        );
      return () => {
        gone = true;
        if (stop) {
          stops.delete(stop);
          void stop();
        }
      };
    },
    async close() {
      // The database closes with its listeners.
      stops.clear();
    },
  };
}
