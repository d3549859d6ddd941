import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RouteError } from "./route-error";

describe("RouteError", () => {
  it("says what failed with the server's message, that nothing changed, where the details are, and offers a retry", () => {
    const error = Object.assign(new Error("the run file vanished"), { digest: "1234567" });
    const html = renderToString(<RouteError error={error} reset={() => undefined} what="this run" />).replaceAll("<!-- -->", "");
    expect(html).toContain("Could not show this run");
    expect(html).toContain("building this page: the run file vanished");
    expect(html).toContain("Nothing was changed");
    expect(html).toContain("<code>1234567</code>");
    expect(html).toContain('data-testid="route-error-retry"');
  });
});
