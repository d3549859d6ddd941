"use client";

import { useState } from "react";
import { MAX_LOCAL_FILE_BYTES } from "@/lib/bench/local-file-limit";
import styles from "./local-drop-zone.module.css";

/** Drop or pick one QA sweep `.jsonl`; the file never leaves this browser tab. */
export function LocalDropZone({ onFile }: { onFile: (file: File) => void }) {
  const [dragging, setDragging] = useState(false);
  return (
    <label
      className={`${styles.drop} ${dragging ? styles.dragging : ""}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const file = e.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      data-testid="local-drop"
    >
      <span>
        Drop a QA sweep <code>.jsonl</code> here, or pick one. It is read in this browser tab with the same code as the server; nothing is uploaded. Up to{" "}
        {MAX_LOCAL_FILE_BYTES / 1024 / 1024} MB.
      </span>
      <input
        type="file"
        accept=".jsonl,.json,.txt,application/json"
        onChange={(e) => e.target.files?.[0] && onFile(e.target.files[0])}
        data-testid="local-file-input"
      />
    </label>
  );
}
