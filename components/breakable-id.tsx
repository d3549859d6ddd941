import { splitIdentifier } from "@/lib/ui/split-identifier";

/**
 * An identifier with a <wbr> between its parts, so a narrow box wraps it there and never mid-word. A flat list of
 * strings and <wbr>s: the page's payload repeats this for every kind, and a fragment per part doubled its size.
 */
export function BreakableId({ text }: { text: string }) {
  return splitIdentifier(text).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}
