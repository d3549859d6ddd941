import { describe, expect, it } from "vitest";
import { createColdReadGate } from "./cold-read-gate";
import { StoreBusyError } from "./store-errors";

describe("the cold-read gate", () => {
  it("lets `limit` reads in at once, first come first served, each when its memory fits", async () => {
    const gate = createColdReadGate(2, 60_000);
    let room = 2;
    const order: string[] = [];
    const enter = (name: string) =>
      gate
        .enter(() => {
          if (room === 0) return false;
          room -= 1;
          return true;
        })
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
    const gate = createColdReadGate(1, 20);
    const release = await gate.enter(() => true);
    const refused = gate.enter(() => true);
    await expect(refused).rejects.toBeInstanceOf(StoreBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 5 });
    release();
    release();
    expect(gate.active).toBe(0);
    (await gate.enter(() => true))();
  });
});
