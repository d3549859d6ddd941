import { Fragment } from "react";

/**
 * Shows an identifier (SMALL_NUM_EXPLICIT, quantifier_reminder_enabled=true, collapseScore, a file path) with
 * line-break opportunities after `_`, `/`, `=`, a `.` that is not a decimal point and before a camelCase capital,
 * so a narrow box wraps it between its parts, never mid-word.
 */
export function BreakableId({ text }: { text: string }) {
  const parts = text.split(/(?<=[_/=])|(?<=\.)(?=\D)|(?<=[a-z])(?=[A-Z])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
