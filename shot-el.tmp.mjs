import { chromium } from "@playwright/test";
const [,, url, out, w, h, scheme, testId] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) }, colorScheme: scheme ?? "light" });
await page.goto(url, { waitUntil: "networkidle" });
await page.getByTestId(testId).screenshot({ path: out });
await browser.close();
