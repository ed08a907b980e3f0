// PINs staff may set or the system may generate: not the ones an attacker tries first. A 4-digit PIN has
// 10,000 values, but a spray of the commonest few dozen (1234, 0000, 1111, 2580, 1990...) takes many
// accounts; these are refused with a reason staff can act on.

export const WEAK_PIN_REASONS = {
  repeated: "El PIN no puede repetir dígitos de forma tan sencilla (como 1111 o 1212). Elija otro.",
  sequence: "El PIN no puede ser una serie (como 1234, 9876 o 2468). Elija otro.",
  keypad: "El PIN no puede ser una figura del teclado (como 2580 o 1397). Elija otro.",
  year: "El PIN no puede parecer un año (1920-2030). Elija otro.",
} as const;
type WeakPinReason = keyof typeof WEAK_PIN_REASONS;

// Phone keypad lines and corners:   1 2 3 / 4 5 6 / 7 8 9 / _ 0 _
const KEYPAD_SHAPES = ["2580", "1470", "3690", "1590", "3570", "1397", "1793", "3179", "7913", "1379", "1973"];
const isKeypad = (pin: string) => {
  const reversed = [...pin].reverse().join("");
  return KEYPAD_SHAPES.includes(pin) || KEYPAD_SHAPES.includes(reversed);
};

/** The reason a 4-digit PIN is too easy to guess, or null when it may be used. */
export function weakPinReason(pin: string): WeakPinReason | null {
  if (!/^\d{4}$/.test(pin)) return null;
  const d = [...pin].map(Number);
  // 1111, 1212, 1122, 1221 (two digits only, in a simple pattern).
  if (new Set(d).size === 1) return "repeated";
  if ((d[0] === d[2] && d[1] === d[3]) || (d[0] === d[1] && d[2] === d[3]) || (d[0] === d[3] && d[1] === d[2]))
    return "repeated";
  // Constant step (1234, 9876, 2468, 1357, 0369), and counting on past 9 (7890, 8901, 1098).
  const step = d[1] - d[0];
  if (step !== 0 && [2, 3].every((i) => d[i] - d[i - 1] === step)) return "sequence";
  const wrap = (d[1] - d[0] + 10) % 10;
  if ((wrap === 1 || wrap === 9) && [2, 3].every((i) => (d[i] - d[i - 1] + 10) % 10 === wrap)) return "sequence";
  if (isKeypad(pin)) return "keypad";
  const year = Number(pin);
  if (year >= 1920 && year <= 2030) return "year";
  return null;
}
