import { getErrorMessage } from "@/lib/query-client";

const ERROR_PATTERN = /^\d{3}: ([\s\S]*)$/;

export type FieldIssues = Record<string, string>;

/** The zod issues of a 400 answer (`{ message, issues: [{ path, message }] }`) by first path segment. */
export function fieldIssues(error: unknown): FieldIssues {
  if (!(error instanceof Error)) return {};
  const match = ERROR_PATTERN.exec(error.message);
  if (!match) return {};
  try {
    const body: unknown = JSON.parse(match[1] ?? "");
    if (!body || typeof body !== "object" || !("issues" in body) || !Array.isArray(body.issues)) return {};
    const result: FieldIssues = {};
    for (const issue of body.issues as { path?: unknown[]; message?: unknown }[]) {
      const field = String(issue.path?.[0] ?? "");
      if (field && typeof issue.message === "string" && !result[field]) result[field] = issue.message;
    }
    return result;
  } catch {
    return {};
  }
}

export { getErrorMessage };
