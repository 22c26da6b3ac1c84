import { describe, expect, it } from "vitest";
import { createRenderGate, renderClientKey } from "./render-gate";

/** One turn of the event loop: a released slot passes on in it. */
const settle = () => new Promise((r) => setImmediate(r));

describe("render gate (#49 §4)", () => {
  it("lets one client have perClient renders in flight; the next waits for one of them", async () => {
    const gate = createRenderGate({ perClient: 2, waitMs: 10_000 });
    const a = await gate.acquire("203.0.113.5");
    const b = await gate.acquire("203.0.113.5");
    expect(a).toBeTypeOf("function");
    expect(b).toBeTypeOf("function");
    let third: unknown = "pending";
    gate.acquire("203.0.113.5").then((r) => {
      third = r;
    });
    await settle();
    expect(third).toBe("pending");
    expect(gate.load("203.0.113.5")).toEqual({ inFlight: 2, waiting: 1 });
    a?.();
    await settle();
    expect(third).toBeTypeOf("function");
    expect(gate.load("203.0.113.5")).toEqual({ inFlight: 2, waiting: 0 });
  });

  it("passes a freed slot on only after the event loop's next turn, so other requests go between", async () => {
    const gate = createRenderGate({ perClient: 1, waitMs: 10_000 });
    const first = await gate.acquire("203.0.113.5");
    first?.();
    let next: unknown = "pending";
    gate.acquire("203.0.113.5").then((r) => {
      next = r;
    });
    // Promise jobs alone (a render that never waits for I/O) do not free it…
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(next).toBe("pending");
    // …one turn of the loop does.
    await settle();
    await settle();
    expect(next).toBeTypeOf("function");
  });

  it("never makes another client wait", async () => {
    const gate = createRenderGate({ perClient: 1, waitMs: 10_000 });
    await gate.acquire("203.0.113.5");
    gate.acquire("203.0.113.5");
    expect(await gate.acquire("198.51.100.7")).toBeTypeOf("function");
  });

  it("refuses a render that found no slot within waitMs, and one beyond the waiting room at once", async () => {
    const gate = createRenderGate({ perClient: 1, waitMs: 30, maxWaiting: 1 });
    await gate.acquire("203.0.113.5");
    const waiting = gate.acquire("203.0.113.5");
    expect(await gate.acquire("203.0.113.5")).toBeNull();
    expect(await waiting).toBeNull();
    expect(gate.load("203.0.113.5")).toEqual({ inFlight: 1, waiting: 0 });
  });

  it("drops a waiting render whose client went away", async () => {
    const gate = createRenderGate({ perClient: 1, waitMs: 10_000 });
    const first = await gate.acquire("203.0.113.5");
    const gone = new AbortController();
    const waiting = gate.acquire("203.0.113.5", gone.signal);
    gone.abort();
    expect(await waiting).toBeNull();
    expect(gate.load("203.0.113.5").waiting).toBe(0);
    first?.();
    await settle();
    expect(gate.load("203.0.113.5")).toEqual({ inFlight: 0, waiting: 0 });
  });

  it("frees a slot once however often it is released, and forgets a client with nothing in flight", async () => {
    const gate = createRenderGate({ perClient: 2, waitMs: 10 });
    const a = await gate.acquire("203.0.113.5");
    await gate.acquire("203.0.113.5");
    a?.();
    a?.();
    await settle();
    expect(gate.load("203.0.113.5").inFlight).toBe(1);
  });

  it("serves waiting renders in the order they came", async () => {
    const gate = createRenderGate({ perClient: 1, waitMs: 10_000 });
    const first = await gate.acquire("203.0.113.5");
    const order: number[] = [];
    const w1 = gate.acquire("203.0.113.5").then((r) => {
      order.push(1);
      return r;
    });
    const w2 = gate.acquire("203.0.113.5").then((r) => {
      order.push(2);
      return r;
    });
    first?.();
    (await w1)?.();
    await w2;
    expect(order).toEqual([1, 2]);
  });

  it("does not limit requests without a client address, or when turned off", async () => {
    const gate = createRenderGate({ perClient: 1, waitMs: 10 });
    await gate.acquire(undefined);
    expect(await gate.acquire(undefined)).toBeTypeOf("function");
    const off = createRenderGate({ perClient: 0, waitMs: 10 });
    await off.acquire("203.0.113.5");
    expect(await off.acquire("203.0.113.5")).toBeTypeOf("function");
  });
});

describe("renderClientKey", () => {
  it("is the IPv4 address, also when written as IPv4-mapped IPv6", () => {
    expect(renderClientKey("203.0.113.5")).toBe("203.0.113.5");
    expect(renderClientKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(renderClientKey(undefined)).toBeUndefined();
  });

  it("is the /64 network of an IPv6 address, however it is written", () => {
    const key = renderClientKey("2001:db8:0:1::1");
    expect(key).toBe("2001:db8:0:1::/64");
    expect(renderClientKey("2001:0db8:0000:0001:ffff:ffff:ffff:ffff")).toBe(key);
    expect(renderClientKey("2001:db8:0:2::1")).not.toBe(key);
    expect(renderClientKey("::1")).toBe("0:0:0:0::/64");
  });
});
