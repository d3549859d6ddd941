import { describe, expect, it } from "vitest";
import { compareModeArms } from "./compare-mode-arms";
import { buildArm, TICKET_BASELINE, TICKET_REMINDER } from "../../test-support/gate-fixtures";

describe("compareModeArms", () => {
  const pointer = compareModeArms(TICKET_BASELINE.claim_lattice_pointer, TICKET_REMINDER.claim_lattice_pointer);

  it("reports rate deltas in pp with Newcombe intervals and Fisher p (ticket §12.2 -> §12.6, pointer mode)", () => {
    // Interval and p cross-checked with an independent Python computation (Wilson/Newcombe, SciPy fisher_exact).
    expect(pointer.pointerLossRate).toMatchObject({ baseline: 9 / 27, treatment: 6 / 27, recorded: true });
    expect(pointer.pointerLossRate.deltaPp).toBeCloseTo((-3 / 27) * 100, 6);
    expect(pointer.pointerLossRate.ci95Pp?.[0]).toBeCloseTo(-33.2453662931094, 6);
    expect(pointer.pointerLossRate.ci95Pp?.[1]).toBeCloseTo(12.539122733410956, 6);
    expect(pointer.pointerLossRate.pValue).toBeCloseTo(0.5443913656114829, 12);
    expect(pointer.formatCollapseRate.deltaPp).toBeCloseTo((-2 / 27) * 100, 6);
    expect(pointer.formatCollapseRate.ci95Pp?.[0]).toBeCloseTo(-23.369592683023143, 6);
    expect(pointer.formatCollapseRate.ci95Pp?.[1]).toBeCloseTo(6.149245480578785, 6);
    expect(pointer.formatCollapseRate.pValue).toBeCloseTo(0.49056603773584906, 12);
    expect(pointer.formatCollapseRate.n).toEqual({ baseline: 27, treatment: 27 });
  });

  it("reports shifts as total variation distance in pp with no interval or p", () => {
    expect(pointer.verdictShiftPp.deltaPp).toBeCloseTo((3 / 27) * 100, 6);
    expect(pointer.verdictShiftPp).toMatchObject({ baseline: null, treatment: null, ci95Pp: null, pValue: null });
    expect(pointer.claimCountShiftPp.deltaPp).toBe(0);
  });

  it("reports the mean-ratio move as a difference of ratios, never in pp", () => {
    expect(pointer.meanRatio.delta).toBeCloseTo(0.17, 6);
    expect(pointer.meanRatio).toMatchObject({ deltaPp: null, ci95Pp: null, pValue: null, recorded: true, n: { baseline: 27, treatment: 27 } });
    expect(pointer.pointerLossRate.delta).toBeCloseTo(-3 / 27, 6);
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
