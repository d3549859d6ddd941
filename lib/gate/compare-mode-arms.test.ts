import { describe, expect, it } from "vitest";
import { expectClose } from "../stats/test-tolerance";
import { compareModeArms } from "./compare-mode-arms";
import { buildArm, TICKET_BASELINE, TICKET_REMINDER } from "./gate-fixtures";

describe("compareModeArms", () => {
  const pointer = compareModeArms(TICKET_BASELINE.claim_lattice_pointer, TICKET_REMINDER.claim_lattice_pointer);

  it("reports rate deltas in pp with Newcombe intervals and Fisher p (ticket §12.2 -> §12.6, pointer mode)", () => {
    // Interval and p cross-checked with an independent Python computation (Wilson/Newcombe, SciPy fisher_exact).
    expect(pointer.pointerLossRate).toMatchObject({ baseline: 9 / 27, treatment: 6 / 27, recorded: true });
    expectClose(pointer.pointerLossRate.deltaPp, (-3 / 27) * 100);
    expectClose(pointer.pointerLossRate.ci95Pp?.[0], -33.2453662931094);
    expectClose(pointer.pointerLossRate.ci95Pp?.[1], 12.539122733410956);
    expectClose(pointer.pointerLossRate.pValue, 0.5443913656114829, 1e-12);
    expectClose(pointer.formatCollapseRate.deltaPp, (-2 / 27) * 100);
    expectClose(pointer.formatCollapseRate.ci95Pp?.[0], -23.369592683023143);
    expectClose(pointer.formatCollapseRate.ci95Pp?.[1], 6.149245480578785);
    expectClose(pointer.formatCollapseRate.pValue, 0.49056603773584906, 1e-12);
    expect(pointer.formatCollapseRate.n).toEqual({ baseline: 27, treatment: 27 });
  });

  it("reports shifts as total variation distance in pp with no interval or p", () => {
    expectClose(pointer.verdictShiftPp.deltaPp, (3 / 27) * 100);
    expect(pointer.verdictShiftPp).toMatchObject({ baseline: null, treatment: null, ci95Pp: null, pValue: null });
    expect(pointer.claimCountShiftPp.deltaPp).toBe(0);
  });

  it("reports the mean-ratio move as a difference of ratios, never in pp", () => {
    expectClose(pointer.meanRatio.delta, 0.17);
    expect(pointer.meanRatio).toMatchObject({ deltaPp: null, ci95Pp: null, pValue: null, recorded: true, n: { baseline: 27, treatment: 27 } });
    expectClose(pointer.pointerLossRate.delta, -3 / 27);
    expect(pointer.verdictShiftPp.delta).toBeNull();
  });

  it("marks a rate not recorded by either arm as not recorded, never 0", () => {
    const old = buildArm({ strict: 0, hybrid: 3, ungrounded: 0 }, { formatCollapsed: { count: 0, recorded: 0 }, meanRatio: null });
    const fresh = buildArm({ strict: 1, hybrid: 2, ungrounded: 0 }, { formatCollapsed: 1 });
    const comparison = compareModeArms(old, fresh);
    expect(comparison.formatCollapseRate).toEqual({
      baseline: null,
      treatment: null,
      delta: null,
      deltaPp: null,
      ci95Pp: null,
      pValue: null,
      n: { baseline: 0, treatment: 3 },
      recorded: false,
    });
    expect(comparison.meanRatio.recorded).toBe(false);
    expect(comparison.strictRate.recorded).toBe(true);
  });
});
