"use client";

import { useUrlParam } from "../use-url-state";
import { modeLabel } from "@/lib/bench/format";

function Select({ name, label, options, render = (o: string) => o }: { name: string; label: string; options: string[]; render?: (o: string) => string }) {
  const [value, setValue] = useUrlParam(name);
  return (
    <label className="small">
      {label}{" "}
      <select value={value ?? ""} onChange={(e) => setValue(e.target.value || null)} data-testid={`filter-${name}`}>
        <option value="">all</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {render(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function QuestionFilters({ modes, kinds, intensities, shown, total }: { modes: string[]; kinds: string[]; intensities: string[]; shown: number; total: number }) {
  return (
    <div className="row" style={{ marginBottom: "0.5rem" }}>
      <Select name="mode" label="Mode" options={modes} render={modeLabel} />
      <Select name="verdict" label="Verdict" options={["STRICT", "HYBRID", "UNGROUNDED"]} />
      <Select name="kind" label="Kind" options={kinds} />
      <Select name="intensity" label="Intensity" options={intensities} />
      <span className="muted small" data-testid="question-count">
        {shown} of {total} question × mode cells
      </span>
    </div>
  );
}
