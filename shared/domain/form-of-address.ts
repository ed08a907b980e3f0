/**
 * How the assistant addresses the person: "tu" (the default) or "usted", from the record (docs/behaviour/03-entities.md).
 * Every reply the assistant writes exists in both forms; nothing converts one into the other.
 */
export const FORMS_OF_ADDRESS = ["tu", "usted"] as const;
export type FormOfAddress = (typeof FORMS_OF_ADDRESS)[number];
export const DEFAULT_FORM_OF_ADDRESS: FormOfAddress = "tu";
