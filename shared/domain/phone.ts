// Phone numbers staff call from an alert card or a person's record: a Spanish number (9 digits starting with
// 6, 7, 8 or 9) or an international one (+ or 00, then the country code and number: 7 to 15 digits, E.164).
// Spaces, hyphens, dots and parentheses may group the digits, as people write them; nothing else (no words,
// no extensions), so every stored number can become a tel: link that dials.

export const PHONE_MAX_LENGTH = 20;

/** Digits, grouping characters and one optional leading +. */
const SHAPE = /^\+?[\d ().-]+$/;
const SEPARATORS = /[ ().-]/g;
const SPANISH = /^[6-9]\d{8}$/;
const INTERNATIONAL = /^[1-9]\d{6,14}$/;

/** The number as E.164 digits with its + (Spanish numbers get +34), or null when it is not a phone number. */
export function normalizePhone(text: string): string | null {
  const value = text.trim();
  if (!value || value.length > PHONE_MAX_LENGTH || !SHAPE.test(value)) return null;
  const digits = value.replace(SEPARATORS, "");
  if (digits.startsWith("+")) return INTERNATIONAL.test(digits.slice(1)) ? digits : null;
  if (digits.startsWith("00")) return INTERNATIONAL.test(digits.slice(2)) ? `+${digits.slice(2)}` : null;
  return SPANISH.test(digits) ? `+34${digits}` : null;
}

/** Empty (not recorded) or a phone number. */
export const isValidPhone = (text: string) => text.trim() === "" || normalizePhone(text) !== null;

/** The tel: address of a stored number; null when empty or not a number (an old record written by hand). */
export function telHref(text: string): string | null {
  const e164 = normalizePhone(text);
  return e164 ? `tel:${e164}` : null;
}
