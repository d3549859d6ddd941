"use client";

import { useEffect, useState } from "react";

type Theme = "system" | "light" | "dark";
const ORDER: Theme[] = ["system", "light", "dark"];
const KEY = "arborist-theme";

function applyTheme(theme: Theme) {
  if (theme === "system") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>("system");
  useEffect(() => {
    const stored = localStorage.getItem(KEY);
    const initial = ORDER.includes(stored as Theme) ? (stored as Theme) : "system";
    applyTheme(initial);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is only readable after hydration
    setTheme(initial);
  }, []);
  const next = () => {
    const value = ORDER[(ORDER.indexOf(theme) + 1) % ORDER.length] ?? "system";
    localStorage.setItem(KEY, value);
    applyTheme(value);
    setTheme(value);
  };
  return (
    <button type="button" onClick={next} data-testid="theme-toggle" aria-label={`Colour theme: ${theme}. Change theme`}>
      Theme: {theme}
    </button>
  );
}
