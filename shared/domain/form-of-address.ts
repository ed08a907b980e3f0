/**
 * How the assistant addresses the person: "tu" (SPEC's wording) or "usted", from the person's record.
 * Every reply the assistant writes exists in both forms; nothing converts one into the other.
 */
export const FORMS_OF_ADDRESS = ["tu", "usted"] as const;
export type FormOfAddress = (typeof FORMS_OF_ADDRESS)[number];
export const DEFAULT_FORM_OF_ADDRESS: FormOfAddress = "tu";
