import styles from "./controller.module.css";

export function MismatchMark({ mismatch }: { mismatch: boolean }) {
  return mismatch ? (
    <span className={`badge bad ${styles.mismatch}`} data-testid="mismatch">
      ✗ differs
    </span>
  ) : (
    <span className={`small ${styles.agree}`}>✓ agrees</span>
  );
}
