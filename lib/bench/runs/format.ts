export function formatRate(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined ? "—" : value.toFixed(digits);
}

export function formatSeconds(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : `${value.toFixed(1)}s`;
}

const MODE_LABELS: Record<string, string> = {
  quote: "quote",
  claim_lattice_pointer: "claim_lattice_pointer",
  claim_lattice: "claim_lattice (JSON)",
};

export function modeLabel(mode: string): string {
  return MODE_LABELS[mode] ?? mode;
}
