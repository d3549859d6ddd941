import Link from "next/link";

type Props = { total: number; offset: number; limit: number; shown: number };

const format = (n: number) => n.toLocaleString("en");
const href = (offset: number, limit: number) => `/decisions?${new URLSearchParams({ offset: String(offset), limit: String(limit) })}`;

/** Plain links, so every page of the history has its own URL and works without JavaScript. */
export function DecisionsPager({ total, offset, limit, shown }: Props) {
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className="row small pager" aria-label="Pages of the decision log" data-testid="decisions-pager">
      <span data-testid="decisions-count">
        {shown === 0 ? `No decision on this page of ${format(total)}.` : `${format(offset + 1)}–${format(offset + shown)} of ${format(total)} decisions`}
      </span>
      {offset > 0 ? (
        <Link href={href(Math.max(0, offset - limit), limit)} prefetch={false} data-testid="decisions-prev">
          ← Newer
        </Link>
      ) : null}
      <span>
        page {page} of {pages}
      </span>
      {offset + limit < total ? (
        <Link href={href(offset + limit, limit)} prefetch={false} data-testid="decisions-next">
          Older →
        </Link>
      ) : null}
    </nav>
  );
}
