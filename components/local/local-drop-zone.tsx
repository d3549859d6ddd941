"use client";

import { MAX_LOCAL_FILE_BYTES } from "@/lib/bench/local/local-file-limit";
import { useFileDrop } from "../use-file-drop";
import styles from "./local-drop-zone.module.css";

const listFiles = (files: FileList | null | undefined) => (files ? Array.from(files) : []);

/** Drop or pick one QA sweep `.jsonl` with its `.meta.json` sidecar (two files, or their folder); nothing leaves this browser tab. */
export function LocalDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const take = (files: File[]) => files.length > 0 && onFiles(files);
  const { dragging, dropProps } = useFileDrop(take);
  return (
    <div className={`${styles.drop} ${dragging ? styles.dragging : ""}`} {...dropProps} data-testid="local-drop">
      <span>
        Drop a QA sweep <code>.jsonl</code> here, with its <code>.meta.json</code> sidecar for provenance and samples per question, or pick them. They are read
        in this browser tab with the same code as the server; nothing is uploaded. Up to {MAX_LOCAL_FILE_BYTES / 1024 / 1024} MB.
      </span>
      <span className={styles.pickers}>
        <label className="button">
          Pick files (run and sidecar)
          <input
            type="file"
            multiple
            accept=".jsonl,.json,.txt,application/json"
            className="sr-only"
            onChange={(e) => take(listFiles(e.target.files))}
            data-testid="local-file-input"
          />
        </label>
        <label className="button">
          Pick a run folder
          <input
            type="file"
            className="sr-only"
            onChange={(e) => take(listFiles(e.target.files))}
            data-testid="local-folder-input"
            {...{ webkitdirectory: "" }}
          />
        </label>
      </span>
    </div>
  );
}
