import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown";

describe("renderMarkdown", () => {
  it("gives h2 and h3 GitHub-style ids and lists them, with the h1 as the title", () => {
    const doc = renderMarkdown("# The run store\n\n## When the store believes what it holds\n\n### What `revived` means\n\n#### Deeper\n");
    expect(doc.title).toBe("The run store");
    expect(doc.toc).toEqual([
      { id: "when-the-store-believes-what-it-holds", text: "When the store believes what it holds", level: 2 },
      { id: "what-revived-means", text: "What revived means", level: 3 },
    ]);
    expect(doc.html).toContain('<h2 id="when-the-store-believes-what-it-holds">');
    expect(doc.html).toContain('<h3 id="what-revived-means">What <code>revived</code> means</h3>');
  });

  it("escapes raw HTML instead of passing it through", () => {
    const doc = renderMarkdown('Hi <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n<iframe src="https://example.com"></iframe>\n');
    expect(doc.html).not.toMatch(/<script|<img|<iframe/);
    expect(doc.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(doc.html).toContain("&lt;iframe");
  });

  it("drops script URLs from links", () => {
    const doc = renderMarkdown("[a](javascript:alert(1)) [b](data:text/html;base64,PHNjcmlwdD4=) [c](vbscript:x)\n");
    expect(doc.html).not.toMatch(/href="(javascript|data|vbscript):/);
  });

  it("points links between docs at the app's doc pages and leaves other links alone", () => {
    const doc = renderMarkdown("[p](policy.md) [c](./decision-tree.md#the-four-cells) [t](#thresholds) [x](other.md) [w](https://example.com/a.md)\n");
    expect([...doc.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      "/docs/policy",
      "/docs/decision-tree#the-four-cells",
      "#thresholds",
      "other.md",
      "https://example.com/a.md",
    ]);
  });

  it("renders GitHub tables", () => {
    expect(renderMarkdown("| a | b |\n| - | - |\n| 1 | 2 |\n").html).toContain("<td>1</td>");
  });
});
