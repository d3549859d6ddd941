"use client";

import { useRouter } from "next/navigation";
import type { FormEvent, ReactNode } from "react";

/**
 * A GET form that still works without JavaScript, but with it lands on a short URL: empty fields
 * dropped, checked modes joined by commas, and no modes parameter when every mode is checked.
 */
export function CleanGetForm({ action, className, testId, children }: { action: string; className: string; testId: string; children: ReactNode }) {
  const router = useRouter();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const params = new URLSearchParams();
    const modes = form.querySelectorAll<HTMLInputElement>('input[name="modes"]');
    const checked = [...modes].filter((input) => input.checked).map((input) => input.value);
    if (checked.length < modes.length) params.set("modes", checked.join(","));
    for (const [name, value] of new FormData(form)) {
      if (name !== "modes" && typeof value === "string" && value !== "") params.set(name, value);
    }
    const query = params.toString();
    router.push(query === "" ? action : `${action}?${query}`);
  };
  return (
    <form method="get" action={action} className={className} data-testid={testId} onSubmit={submit}>
      {children}
    </form>
  );
}
