// The demo professionals' authenticator-app secrets (base32): add one to any authenticator app (manual key) to get
// the codes of the second step. Fixed, so the README can list them; demo data only. No imports: e2e/ reads it.
export const DEMO_TOTP = [
  { key: "profesional", email: "profesional@acompana.demo", secret: "A5T53KCQKKGWNX2K4R7NY4C5K6KUF55W" },
  { key: "profesionalMc", email: "profesional.mc@acompana.demo", secret: "FS35N5UPET4FHTILUJVLN6N4O6DR3NHA" },
] as const;
