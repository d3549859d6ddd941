"use client";

import { useRouter } from "next/navigation";
import { LocalDropZone } from "./local-drop-zone";
import { handOverFiles } from "./pending-file";

/** On the runs index: a picked file opens as its own view, /local. */
export function LocalOpenPanel() {
  const router = useRouter();
  return (
    <section className="panel" aria-labelledby="local-heading">
      <h2 id="local-heading">Open a local run file</h2>
      <LocalDropZone
        onFiles={(files) => {
          handOverFiles(files);
          router.push("/local");
        }}
      />
    </section>
  );
}
