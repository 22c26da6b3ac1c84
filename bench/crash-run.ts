import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { prepareDatabase } from "../server/boot";
import { openDatabase } from "../server/db/client";
import { plants } from "../server/db/schema";

/**
 * Crash safety (issue #9): starts the real server process, runs an order burst against it, kills it
 * with SIGKILL at a random moment, starts it again on the same database and so on. Afterwards it
 * checks in the database that no acknowledged order was lost and no order lacks its items.
 */
export interface CrashOptions {
  target: { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string; dataDir: string };
  /** The server command, e.g. ["node", "--import", "tsx", "server/main.ts"]. */
  command: string[];
  port: number;
  rounds: number;
  /** Concurrent ordering clients during each round. */
  clients: number;
  /** The kill comes this many milliseconds after the burst started (uniformly random). */
  killAfterMs: [number, number];
  log?: (line: string) => void;
}

export interface CrashFigures {
  rounds: number;
  requests: number;
  acknowledged: number;
  lost: number;
  wrongOrder: number;
  ordersWithoutItems: number;
  itemTotalsWrong: number;
  unansweredAtKill: number;
  unansweredFoundStored: number;
  retriesRefused: number;
  serverErrors: number;
  otherStatuses: Record<string, number>;
  restartMs: number[];
  failedRestarts: number;
}

type Line = { id: string; quantity: number };
type Sent = { key: string; items: Line[] };
const PLANT_IDS = ["pothos", "monstera-deliciosa", "snake-plant", "peace-lily"];

export async function runCrashRounds(o: CrashOptions): Promise<CrashFigures> {
  const log = o.log ?? (() => {});
  const base = `http://127.0.0.1:${o.port}`;
  const figures: CrashFigures = {
    rounds: 0,
    requests: 0,
    acknowledged: 0,
    lost: 0,
    wrongOrder: 0,
    ordersWithoutItems: 0,
    itemTotalsWrong: 0,
    unansweredAtKill: 0,
    unansweredFoundStored: 0,
    retriesRefused: 0,
    serverErrors: 0,
    otherStatuses: {},
    restartMs: [],
    failedRestarts: 0,
  };
  const acked = new Map<string, string>(); // idempotency key → order id
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(o.port),
    HOST: "127.0.0.1",
    DATA_DIR: o.target.dataDir,
    NODE_ENV: "development",
    ORDER_RATE_LIMIT_MAX: "1000000",
    // Durability is measured, not the shop's caps: the burst's random carts (one address, all "new
    // customers") would otherwise meet the first invoice order's cap (#49 §4) and count as refused retries.
    INVOICE_FIRST_ORDER_MAX_EUR: "100000",
    LOG_REQUESTS: "false",
  };
  delete env.DATABASE_URL;
  if (o.target.kind === "postgres") env.DATABASE_URL = o.target.url;

  async function start(): Promise<ChildProcess> {
    const t0 = performance.now();
    const child = spawn(o.command[0]!, o.command.slice(1), { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout!.on("data", (d) => {
      output += d;
    });
    child.stderr!.on("data", (d) => {
      output += d;
    });
    let exited = false;
    child.on("exit", () => {
      exited = true;
    });
    for (;;) {
      if (exited) {
        figures.failedRestarts++;
        throw new Error(`server exited during start:\n${output}`);
      }
      try {
        const res = await fetch(`${base}/api/health`);
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - t0 > 120_000) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    figures.restartMs.push(Math.round(performance.now() - t0));
    return child;
  }

  async function post(s: Sent): Promise<{ status: number; id?: string } | null> {
    figures.requests++;
    try {
      const res = await fetch(`${base}/api/orders`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          items: s.items,
          shipping: {
            firstName: "Klara",
            lastName: "Crash",
            email: "klara@example.de",
            address: "Absturzweg 9",
            city: "Dortmund",
            postalCode: "44135",
            country: "DE",
          },
          idempotencyKey: s.key,
        }),
      });
      const body = (await res.json().catch(() => ({}))) as { order?: { id: string } };
      return { status: res.status, id: body.order?.id };
    } catch {
      return null; // connection reset or refused: the server died
    }
  }

  function record(s: Sent, r: { status: number; id?: string }) {
    if ((r.status === 201 || r.status === 200) && r.id) {
      const known = acked.get(s.key);
      if (known && known !== r.id) figures.wrongOrder++;
      acked.set(s.key, r.id);
    } else if (r.status >= 500) figures.serverErrors++;
    else figures.otherStatuses[r.status] = (figures.otherStatuses[r.status] ?? 0) + 1;
  }

  // Stock for the whole burst: a sold-out plant (409) would count as a refused retry. Set before the
  // first start, while no server holds the database.
  const prepared = await prepareDatabase({
    database:
      o.target.kind === "postgres" ? { url: o.target.url, poolSize: 2 } : { dataDir: o.target.dataDir },
  });
  await prepared.db.update(plants).set({ stock: 1_000_000 });
  await prepared.close();

  let child = await start();
  for (let round = 0; round < o.rounds; round++) {
    let stopped = false;
    const unanswered: Sent[] = [];
    const client = async () => {
      while (!stopped) {
        const n = 1 + Math.floor(Math.random() * 3);
        const s: Sent = {
          key: randomUUID(),
          items: PLANT_IDS.slice(0, n).map((id) => ({ id, quantity: 1 + Math.floor(Math.random() * 4) })),
        };
        const r = await post(s);
        if (r) record(s, r);
        else {
          unanswered.push(s);
          return;
        }
      }
    };
    const clients = Array.from({ length: o.clients }, client);
    const [lo, hi] = o.killAfterMs;
    await new Promise((r) => setTimeout(r, lo + Math.random() * (hi - lo)));
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGKILL");
    await exited;
    stopped = true;
    await Promise.all(clients);
    figures.rounds++;
    figures.unansweredAtKill += unanswered.length;
    log(`round ${round + 1}: killed; ${acked.size} acknowledged so far, ${unanswered.length} unanswered`);

    child = await start();
    // A customer whose answer was lost retries with the same key: new (201) or the stored order (200).
    for (const s of unanswered) {
      const r = await post(s);
      if (!r) continue;
      if (r.status === 200) figures.unansweredFoundStored++;
      if (r.status !== 200 && r.status !== 201) figures.retriesRefused++;
      record(s, r);
    }
  }
  // A clean stop, then the database is checked without the server.
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;

  const database = await openDatabase(
    o.target.kind === "pglite" ? { dataDir: o.target.dataDir } : { url: o.target.url },
  );
  try {
    const rows = (await database.db.execute(
      sql`select id, idempotency_key as key from orders`,
    )) as unknown as { rows: { id: string; key: string }[] };
    const stored = new Map(rows.rows.map((r) => [r.key, r.id]));
    for (const [key, id] of acked) {
      const found = stored.get(key);
      if (!found) figures.lost++;
      else if (found !== id) figures.wrongOrder++;
    }
    figures.acknowledged = acked.size;
    const bare = (await database.db.execute(
      sql`select count(*) as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
    )) as unknown as { rows: { n: unknown }[] };
    figures.ordersWithoutItems = Number(bare.rows[0]!.n);
    const wrong = (await database.db.execute(sql`
      select count(*) as n from orders o
      where o.subtotal_cents <> (select coalesce(sum(i.price_cents * i.quantity), 0) from order_items i where i.order_id = o.id)`)) as unknown as {
      rows: { n: unknown }[];
    };
    figures.itemTotalsWrong = Number(wrong.rows[0]!.n);
  } finally {
    await database.close();
  }
  return figures;
}

export function crashSafe(f: CrashFigures): boolean {
  return (
    f.lost === 0 &&
    f.wrongOrder === 0 &&
    f.ordersWithoutItems === 0 &&
    f.itemTotalsWrong === 0 &&
    f.serverErrors === 0 &&
    f.retriesRefused === 0 &&
    f.failedRestarts === 0
  );
}
