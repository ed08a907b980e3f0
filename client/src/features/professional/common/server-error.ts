import { ApiError } from "@/lib/api-error";
import { getErrorMessage } from "@/lib/query-client";

type FieldIssues = Record<string, string>;

/** The validator's issues of a refused answer by first path segment (the first message of each field). */
export function fieldIssues(error: unknown): FieldIssues {
  if (!(error instanceof ApiError)) return {};
  const result: FieldIssues = {};
  for (const issue of error.fieldErrors) {
    const field = String(issue.path[0] ?? "");
    if (field && !result[field]) result[field] = issue.message;
  }
  return result;
}

export { getErrorMessage };
