"use client";

import type { ReactNode } from "react";
import { DIAGRAM_BIN_WIDTHS, type DiagramBinWidth } from "@/lib/controller/runs/reliability-diagram";
import { useUrlParam } from "../use-url-state";
import styles from "./controller.module.css";

const isWidth = (value: string | null): value is DiagramBinWidth => DIAGRAM_BIN_WIDTHS.some((width) => width === value);

/** The bin width lives in the URL; every width's chart and table arrive rendered from the server, so switching ships no chart code. */
export function BinWidthSwitch({ views }: { views: Record<DiagramBinWidth, ReactNode> }) {
  const [param, setParam] = useUrlParam("bins");
  const width: DiagramBinWidth = isWidth(param) ? param : "0.2";
  return (
    <>
      <div className={styles.controls} role="group" aria-label="Bin width">
        <span className="small">Bin width:</span>
        {DIAGRAM_BIN_WIDTHS.map((option) => (
          <button
            key={option}
            type="button"
            className={option === width ? styles.pressed : undefined}
            aria-pressed={option === width}
            onClick={() => setParam(option === "0.2" ? null : option)}
            data-testid={`bin-width-${option}`}
          >
            {option}
          </button>
        ))}
      </div>
      {views[width]}
    </>
  );
}
