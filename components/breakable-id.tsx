import { Fragment } from "react";

/**
 * Shows an identifier (SMALL_NUM_EXPLICIT, quantifier_reminder_enabled=true, a file path) with line-break
 * opportunities after `_`, `/`, `=` and a `.` that is not a decimal point, so a narrow box wraps it between its
 * parts, never mid-word.
 */
export function BreakableId({ text }: { text: string }) {
  const parts = text.split(/(?<=[_/=])|(?<=\.)(?=\D)/);
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
