// The alert itself is shared (the account page uses it too); this folder keeps the staff forms' wording.
export { FormAlert } from "@/components/form-alert";

export const CHECK_FIELDS = "Revise los campos marcados.";
