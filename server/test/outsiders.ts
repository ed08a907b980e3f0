/**
 * Who may not change a person's data through the staff routes, and the answer: for another municipality's
 * professional, a person of another municipality or an account that is not an older person, the person does
 * not exist (404); a family member and the older person themselves are refused (403).
 */
export const STAFF_EDIT_OUTSIDERS = [
  ["profesionalMc", "antonio", 404],
  ["profesional", "carmenRuiz", 404],
  ["profesional", "familia", 404],
  ["familia2", "antonio", 403],
  ["antonio", "antonio", 403],
] as const;
