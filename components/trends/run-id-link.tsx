import Link from "next/link";
import { buildRunHref } from "@/lib/trends/trend-links";
import styles from "./trends.module.css";

/** A run's id as the link to its page: the first cell of each trend table. */
export function RunIdLink({ runId }: { runId: string }) {
  return (
    <Link href={buildRunHref(runId)} className={styles.runId}>
      {runId}
    </Link>
  );
}
