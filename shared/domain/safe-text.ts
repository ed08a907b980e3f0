// Characters that must not reach a one-line field (a name, a title, an e-mail header) or, for the bidi and
// control ones, any text at all: line breaks split e-mail headers and log lines; bidi overrides and isolates
// make a name read differently from what is stored ("Trojan Source" spoofing); a value made only of invisible
// characters looks empty but is not. docs/behaviour/05-validation.md#unsafe-characters.

type Range = number | [number, number];

/** A regular-expression character class from code points (written as numbers: the characters are invisible). */
function charClass(ranges: Range[]): string {
  const hex = (cp: number) => `\\u{${cp.toString(16)}}`;
  return `[${ranges.map((r) => (typeof r === "number" ? hex(r) : `${hex(r[0])}-${hex(r[1])}`)).join("")}]`;
}
const matcher = (ranges: Range[]) => new RegExp(charClass(ranges), "u");

/** Every line break: LF, VT, FF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR. */
const LINE_BREAK_POINTS: Range[] = [[0x0a, 0x0d], 0x85, 0x2028, 0x2029];
/** C0 and C1 control characters and DEL (tab and line feed included). */
const CONTROL_POINTS: Range[] = [[0x00, 0x1f], [0x7f, 0x9f]];
/** Bidirectional marks, embeddings, overrides and isolates (ALM, LRM, RLM, U+202A-U+202E, U+2066-U+2069). */
const BIDI_POINTS: Range[] = [0x061c, 0x200e, 0x200f, [0x202a, 0x202e], [0x2066, 0x2069]];
/**
 * Characters that show nothing: soft hyphen, combining grapheme joiner, Hangul and Khmer fillers, Mongolian
 * separators, zero-width space, non-joiner and joiner, word joiner and invisible operators, deprecated format
 * characters, variation selectors, byte order mark, tag characters. Allowed inside visible text (a joiner
 * inside an emoji), refused when they are all a value holds.
 */
const INVISIBLE_POINTS: Range[] = [
  0xad, 0x34f, 0x115f, 0x1160, 0x17b4, 0x17b5, [0x180b, 0x180f], [0x200b, 0x200d], [0x2060, 0x2064],
  [0x206a, 0x206f], 0x3164, [0xfe00, 0xfe0f], 0xfeff, 0xffa0, [0xe0000, 0xe007f],
];

export const LINE_BREAKS = matcher(LINE_BREAK_POINTS);
export const CONTROL_CHARACTERS = matcher(CONTROL_POINTS);
/** Control characters except tab and line feed, the two a multi-line text may hold. */
const CONTROL_EXCEPT_TAB_LF = matcher([[0x00, 0x08], [0x0b, 0x1f], [0x7f, 0x9f]]);
const OTHER_LINE_SEPARATORS = matcher([0x85, 0x2028, 0x2029]);
export const BIDI_CONTROLS = matcher(BIDI_POINTS);
const INVISIBLE_CHARACTER = matcher(INVISIBLE_POINTS);
const INVISIBLE_OR_SPACE = new RegExp(`^(?:${charClass(INVISIBLE_POINTS)}|\\s)+$`, "u");
const LINE_BREAK_RUNS = new RegExp(`\\r\\n|${charClass([0x0d, 0x85, 0x2028, 0x2029])}`, "gu");
const CONTROL_EXCEPT_TAB_LF_ALL = new RegExp(charClass([[0x00, 0x08], [0x0b, 0x1f], [0x7f, 0x9f]]), "gu");
const TO_SPACE = new RegExp(charClass([...LINE_BREAK_POINTS, ...CONTROL_POINTS]), "gu");
const BIDI_ALL = new RegExp(charClass(BIDI_POINTS), "gu");

/** Non-empty and made only of invisible characters (and spaces), at least one of them invisible. */
export function isOnlyInvisible(value: string): boolean {
  return INVISIBLE_CHARACTER.test(value) && INVISIBLE_OR_SPACE.test(value);
}

/** Fit for a one-line field: no line break, control or bidi character, and not only invisible characters. */
export function isSafeOneLine(value: string): boolean {
  return (
    !LINE_BREAKS.test(value) &&
    !CONTROL_CHARACTERS.test(value) &&
    !BIDI_CONTROLS.test(value) &&
    !isOnlyInvisible(value)
  );
}

/**
 * Fit for a multi-line text (a message, a note): line feeds and tabs are fine; CR, other line separators,
 * other control characters and bidi controls are not, nor a text made only of invisible characters.
 */
export function isSafeMultiLine(value: string): boolean {
  return (
    !CONTROL_EXCEPT_TAB_LF.test(value) &&
    !OTHER_LINE_SEPARATORS.test(value) &&
    !BIDI_CONTROLS.test(value) &&
    !isOnlyInvisible(value)
  );
}

/**
 * A stored text made fit for one line (an e-mail header, a subject), whatever it holds: every line break and
 * control character becomes a space, bidi controls go, and runs of spaces collapse. For text written before
 * the rules above existed, or by a path that skipped them.
 */
export function toOneLine(value: string): string {
  return value
    .replace(TO_SPACE, " ")
    .replace(BIDI_ALL, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Text from outside the person's hands (a language model's reply) made fit for a multi-line field: every
 * line break becomes a line feed, other controls and bidi controls go. The client sends replies back as the
 * chat's history, which isSafeMultiLine checks.
 */
export function toMultiLine(value: string): string {
  return value.replace(LINE_BREAK_RUNS, "\n").replace(CONTROL_EXCEPT_TAB_LF_ALL, "").replace(BIDI_ALL, "");
}
