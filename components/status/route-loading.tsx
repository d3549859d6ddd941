/** What is being loaded, in words, over a skeleton of the page's first panel; a screen reader hears it once. */
export function RouteLoading({ what }: { what: string }) {
  return (
    <section className="panel" aria-busy="true" data-testid="route-loading">
      <p role="status" className="muted">
        Loading {what}…
      </p>
      <div className="skeleton" />
    </section>
  );
}
