import { chromium } from "@playwright/test";
const [,, url, out, w, h, scheme] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) }, colorScheme: scheme ?? "light" });
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: process.env.FULL === "1" });
await browser.close();
