"use server";

import { redirect } from "next/navigation";
import { recordDecisionNow } from "@/app/_server/decisions";
import { describeFirstIssue } from "@/lib/http/describe-issue";
import { recordRequestSchema } from "@/lib/gate/query/decisions-query";
import type { RecordFormState } from "@/lib/gate/log/record-form";

const FIELDS = ["by", "note", "baseline", "treatment", "cap", "reminder", "both", "threshold", "confidence", "move"] as const;

/**
 * The pages' "Record this decision" form, with or without JavaScript: the same validation and recorder as
 * POST /api/decisions, then the new entry's page; on a refusal the form shows why and keeps what was typed.
 */
export async function recordDecisionAction(_previous: RecordFormState, form: FormData): Promise<RecordFormState> {
  const body = Object.fromEntries(
    FIELDS.flatMap((name) => {
      const value = form.get(name);
      return typeof value === "string" ? [[name, value]] : [];
    }),
  );
  const typed = { by: typeof body.by === "string" ? body.by : "", note: typeof body.note === "string" ? body.note : "" };
  const parsed = recordRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = describeFirstIssue(parsed.error);
    return { error: `${issue.path.replace(/^\$\.?/, "") || "form"}: ${issue.error}`, ...typed };
  }
  const recorded = await recordDecisionNow(parsed.data);
  if (!recorded.ok) return { error: `Not recorded: ${recorded.problem.message}.`, ...typed };
  redirect(`/decisions/${encodeURIComponent(recorded.entry.id)}`);
}
