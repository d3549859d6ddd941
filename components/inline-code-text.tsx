/** Shows `backticked` spans of a plain-text line as code, the rest as text (never as HTML). */
export function InlineCodeText({ text }: { text: string }) {
  return <>{text.split("`").map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <span key={i}>{part}</span>))}</>;
}
