import { expect, it } from "vitest";
import { POST } from "./route";

it("POST /api/classify answers 400 with the path and depth of a body nested too deep", async () => {
  const body = `{"question":${"[".repeat(3000)}${"]".repeat(3000)}}`;
  const response = await POST(new Request("http://localhost/api/classify", { method: "POST", body, headers: { "content-type": "application/json" } }));
  expect(response.status).toBe(400);
  const path = `question${"[0]".repeat(63)}`;
  expect(await response.json()).toEqual({ error: `JSON nested deeper than 64 levels: depth 65 at ${path}`, path });
});
