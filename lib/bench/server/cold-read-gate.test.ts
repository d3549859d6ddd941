import { describe, expect, it } from "vitest";
import { createColdReadGate } from "./cold-read-gate";
import { StoreBusyError } from "./store-errors";

describe("the cold-read gate", () => {
  it("lets `limit` reads in at once, first come first served, each when its memory fits", async () => {
    const gate = createColdReadGate(2);
    let room = 2;
    const order: string[] = [];
    const enter = (name: string) =>
      gate
        .enter(() => {
          if (room === 0) return false;
          room -= 1;
          return true;
        }, 60_000)
        .then((release) => {
          order.push(name);
          return () => {
            room += 1;
            release();
          };
        });
    const [a, b] = await Promise.all([enter("a"), enter("b")]);
    const c = enter("c");
    const d = enter("d");
    await new Promise((resolve) => setImmediate(resolve));
    expect([order, gate.active, gate.waiting]).toEqual([["a", "b"], 2, 2]);
    a();
    (await c)();
    b();
    (await d)();
    expect([order, gate.active, gate.waiting]).toEqual([["a", "b", "c", "d"], 0, 0]);
  });

  it("gives up after its wait with a StoreBusyError that says when to retry, and lets the next waiter look", async () => {
    const gate = createColdReadGate(1);
    const release = await gate.enter(() => true, 20);
    const refused = gate.enter(() => true, 20);
    await expect(refused).rejects.toBeInstanceOf(StoreBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 5 });
    release();
    release();
    expect(gate.active).toBe(0);
    (await gate.enter(() => true, 20))();
  });

  it("looks again by itself while anyone waits: a claim that lapses with time alone admits the waiter", async () => {
    const gate = createColdReadGate(1);
    let lapsed = false;
    const entering = gate.enter(() => lapsed, 60_000);
    setImmediate(() => (lapsed = true));
    (await entering)();
    expect(gate.waiting).toBe(0);
  });
});
