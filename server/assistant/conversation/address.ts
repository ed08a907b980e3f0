// The person's form of address: every sentence the assistant writes exists in both forms, written
// out by hand (nothing converts "tú" into "usted"), and this picks the one the record asks for.
import type { AssistantContext } from "../types";

type Addressed = Pick<AssistantContext, "formOfAddress">;

export const isUsted = (ctx: Addressed) => ctx.formOfAddress === "usted";

/** `tu` or `usted`, the same sentence in each form. */
export const inForm = (ctx: Addressed, tu: string, usted: string) => (isUsted(ctx) ? usted : tu);

/** "mi nieta" as the assistant says it back: "tu nieta" or "su nieta". */
export const yourRelative = (ctx: Addressed, words: string) =>
  words.replace(/^mis\b/, isUsted(ctx) ? "sus" : "tus").replace(/^mi\b/, isUsted(ctx) ? "su" : "tu");
