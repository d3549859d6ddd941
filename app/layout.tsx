import type { Metadata } from "next";
import Link from "next/link";
import { ThemeToggle } from "@/components/theme-toggle";
import { DEFAULT_THRESHOLD_PP } from "@/lib/gate/rule/threshold";
import "./styles/base.css";
import "./styles/tables.css";
import "./styles/controls.css";
import "./styles/phone.css";
import "./styles/table-details.css";

export const metadata: Metadata = {
  // Each page names itself (`metadata.title` or generateMetadata); the template adds the product name, so tabs differ.
  title: { default: "Arborist Bench", template: "%s · Arborist Bench" },
  description: `Review bench runs, gate phase flags on the ${DEFAULT_THRESHOLD_PP}pp decision tree, and demo the query preflight.`,
  icons: { icon: { url: "/favicon.svg", type: "image/svg+xml" } },
};

const NAV = [
  { href: "/", label: "Runs" },
  { href: "/trends", label: "Trends" },
  { href: "/compare", label: "Compare" },
  { href: "/decision", label: "Decision tree" },
  { href: "/decisions", label: "Decisions" },
  { href: "/playground", label: "Playground" },
  { href: "/local", label: "Open a local file" },
  { href: "/docs", label: "Docs" },
];

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link" data-testid="skip-link">
          Skip to content
        </a>
        <header className="topbar">
          <Link href="/" className="brand" prefetch={false}>
            Arborist Bench
          </Link>
          <nav aria-label="Main">
            {NAV.map(({ href, label }) => (
              <Link key={href} href={href} prefetch={false} data-testid={href === "/docs" ? "nav-docs" : undefined}>
                {label}
              </Link>
            ))}
          </nav>
          <span className="spacer" />
          <ThemeToggle />
        </header>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
}
