import { Fragment } from "react";
import { splitIdentifier } from "@/lib/ui/split-identifier";

/** An identifier with a <wbr> between its parts, so a narrow box wraps it there and never mid-word. */
export function BreakableId({ text }: { text: string }) {
  return (
    <>
      {splitIdentifier(text).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
