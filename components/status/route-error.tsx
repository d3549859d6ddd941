"use client";

import Link from "next/link";

type Props = { error: Error & { digest?: string }; reset: () => void; what: string };

/** What failed, that nothing was changed, and the two ways on: try the render again, or go back to the runs. */
export function RouteError({ error, reset, what }: Props) {
  return (
    <section className="panel banner bad" role="alert" data-testid="route-error">
      <h1>Could not show {what}</h1>
      <p>The server hit an error while building this page{error.message ? `: ${error.message}` : "."} Nothing was changed: the run files are only read.</p>
      {error.digest ? (
        <p className="small">
          The server log has the details under <code>{error.digest}</code>.
        </p>
      ) : null}
      <p className="row">
        <button type="button" className="primary" onClick={reset} data-testid="route-error-retry">
          Try again
        </button>
        <Link href="/">Back to all runs</Link>
      </p>
    </section>
  );
}
