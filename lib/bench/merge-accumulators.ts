import { createRunAccumulator, type RunAccumulator } from "./summarize-run";
import { mergeIntoModes } from "./mode-accumulator";
import { cellKeyOf, MAX_SAMPLES_PER_CELL, mergeIntoCells, type Cell } from "./question-accumulator";
import { createSampleDecoder } from "./sample-columns";
import { duplicateCellIssue, unknownModeIssue } from "./row-collector";
import { appendIssues, createEarliestIssues } from "./merge-issues";
import type { FirstSeen, RangePartial } from "./range-reader";

function containsSorted(sorted: Float64Array, value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = sorted[mid] ?? 0;
    if (at === value) return true;
    if (at < value) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

function unionSorted(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    const next = y === undefined || (x !== undefined && x <= y) ? (x ?? 0) : y;
    if (x === next) i += 1;
    if (y === next) j += 1;
    out[n] = next;
    n += 1;
  }
  return out.slice(0, n);
}

/**
 * Merges partial accumulators of consecutive byte ranges, in file order, into one RunAccumulator that equals what
 * a sequential read of the whole file builds: same sums (re-added in row order), same capped lists and totals,
 * duplicates and the once-only unknown-mode warning decided across ranges, line numbers made global.
 */
export function createRunMerger(file: string) {
  const acc: RunAccumulator = createRunAccumulator(file);
  const samplesSeen = new Map<string, Float64Array>();
  const warnedModes = new Set<string>();
  let lineOffset = 0;

  /** Reports first sightings in this range of samples an earlier range already had, then remembers them all. */
  const findDuplicates = (keys: string[], first: FirstSeen, report: (cellId: number, sample: number, line: number) => void) => {
    const starts = new Uint32Array(keys.length + 1);
    for (let i = 0; i < first.cells.length; i += 1) {
      const after = (first.cells.values[i] ?? 0) + 1;
      starts[after] = (starts[after] ?? 0) + 1;
    }
    for (let c = 0; c < keys.length; c += 1) starts[c + 1] = (starts[c + 1] ?? 0) + (starts[c] ?? 0);
    const next = starts.slice(0, keys.length);
    const grouped = new Float64Array(first.cells.length);
    const groupedLines = new Float64Array(first.cells.length);
    for (let i = 0; i < first.cells.length; i += 1) {
      const cell = first.cells.values[i] ?? 0;
      const at = next[cell] ?? 0;
      grouped[at] = first.samples.values[i] ?? 0;
      groupedLines[at] = first.lines.values[i] ?? 0;
      next[cell] = at + 1;
    }
    keys.forEach((key, cellId) => {
      const samples = grouped.subarray(starts[cellId], starts[cellId + 1]);
      const before = samplesSeen.get(key);
      if (before) {
        samples.forEach((sample, i) => {
          if (containsSorted(before, sample)) report(cellId, sample, (groupedLines[(starts[cellId] ?? 0) + i] ?? 0) + lineOffset);
        });
      }
      const sorted = samples.slice().sort();
      samplesSeen.set(key, before ? unionSorted(before, sorted) : sorted);
    });
  };

  const addSums = (cells: Cell[], part: RangePartial["modes"][number]) => {
    for (let i = 0; i < part.cellIds.length; i += 1) {
      const cell = cells[part.cellIds.values[i] ?? 0];
      if (!cell) continue;
      cell.ratioSum += part.acc.ratios.values[i] ?? 0;
      cell.latencySum += part.acc.latencies.values[i] ?? 0;
    }
  };

  return {
    acc,
    add(part: RangePartial): void {
      const added = createEarliestIssues();
      const decoder = createSampleDecoder(part.samples);
      const keys = part.cells.map(cellKeyOf);
      const cells = part.cells.map((cell, i) => {
        const key = keys[i] ?? "";
        const room = MAX_SAMPLES_PER_CELL - (acc.cells.get(key)?.samples.length ?? 0);
        return mergeIntoCells(acc.cells, key, { ...cell, samples: decoder.next(room) });
      });
      findDuplicates(
        keys,
        part.firstSeen,
        (cellId, sample, line) => added.push(duplicateCellIssue(file, line, cells[cellId]?.mode ?? "", sample)),
      );
      for (const [mode, line] of part.unknownModes) {
        if (warnedModes.has(mode)) continue;
        warnedModes.add(mode);
        added.push(unknownModeIssue(file, line + lineOffset, mode));
      }
      for (const mode of part.modes) {
        mergeIntoModes(acc.modes, mode.mode, mode.acc);
        addSums(cells, mode);
      }
      appendIssues(acc.collector.errors, part.errors, lineOffset);
      appendIssues(acc.collector.warnings, part.warnings, lineOffset, added.finish());
      for (const question of part.questions) acc.questions.add(question);
      for (const model of part.models) acc.models.add(model);
      acc.collector.goodRows += part.goodRows;
      acc.collector.badLines += part.badLines;
      lineOffset += part.lines;
    },
    /** False when an integer total passed 2^53, where the order of additions could change the result. */
    isExact(): boolean {
      return [...acc.modes.values()].every((mode) => mode.brackets.sum <= Number.MAX_SAFE_INTEGER);
    },
  };
}
