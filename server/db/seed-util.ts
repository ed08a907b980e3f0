// Helpers for the demo seed: a seeded PRNG (so every run with the same clock yields the same data),
// local-time arithmetic in the municipality time zone and batched inserts.
import { TZDate } from "@date-fns/tz";
import { createRng } from "@shared/domain/rng";
import { addDays, format, startOfWeek } from "date-fns";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./types";

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export class Rng {
  private readonly next: () => number;
  private forks = 0;
  private keys = 0;
  /** Where this generator sits in the tree of forks: unique, unlike its 32-bit state. */
  readonly path: string;
  constructor(seed: number, path = String(seed)) {
    this.next = createRng(seed).next;
    this.path = path;
  }
  /** A key no other draw of any generator of the tree shares, for ids that must not collide. */
  uniqueKey(): string {
    return `${this.path}#${this.keys++}`;
  }
  float(): number {
    return this.next();
  }
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  /** A child generator, so adding data in one place does not reshuffle everything else. */
  fork(label: string): Rng {
    let h = 2166136261;
    for (const ch of label) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    return new Rng((h ^ Math.floor(this.next() * 4294967296)) >>> 0, `${this.path}/${label}@${this.forks++}`);
  }
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "HH:MM" from minutes after local midnight, clamped to the day. */
export function hhmm(minutes: number): string {
  const m = Math.max(0, Math.min(23 * 60 + 59, Math.round(minutes)));
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

export function parseHhmm(value: string): number {
  const [h, m] = value.split(":").map(Number);
  return h * 60 + m;
}

/** Local calendar arithmetic for one time zone, anchored at a fixed "now". */
export class LocalClock {
  readonly now: Date;
  readonly tz: string;
  readonly local: TZDate;
  /** Today's local date, yyyy-MM-dd. */
  readonly today: string;
  /** Minutes since local midnight of now. */
  readonly minutesNow: number;
  /** Monday and Sunday of the current week, yyyy-MM-dd. */
  readonly weekStart: string;
  readonly weekEnd: string;

  constructor(now: Date, tz: string) {
    this.now = new Date(now.getTime());
    this.tz = tz;
    this.local = new TZDate(now.getTime(), tz);
    this.today = format(this.local, "yyyy-MM-dd");
    this.minutesNow = this.local.getHours() * 60 + this.local.getMinutes();
    const monday = startOfWeek(this.local, { weekStartsOn: 1 });
    this.weekStart = format(monday, "yyyy-MM-dd");
    this.weekEnd = format(addDays(monday, 6), "yyyy-MM-dd");
  }

  private noon(date: string): TZDate {
    const [y, m, d] = date.split("-").map(Number);
    return new TZDate(y, m - 1, d, 12, 0, 0, 0, this.tz);
  }

  /** The local date `days` after `date` (negative for before). */
  addDays(date: string, days: number): string {
    return format(addDays(this.noon(date), days), "yyyy-MM-dd");
  }

  /** The local date `days` after today. */
  day(days: number): string {
    return this.addDays(this.today, days);
  }

  /** The instant of a local date and "HH:MM" time (or minutes after local midnight). */
  at(date: string, time: string | number): Date {
    const minutes = typeof time === "number" ? time : parseHhmm(time);
    const [y, m, d] = date.split("-").map(Number);
    const whole = Math.floor(minutes);
    const seconds = Math.round((minutes - whole) * 60);
    return new Date(
      new TZDate(y, m - 1, d, Math.floor(whole / 60), whole % 60, seconds, 0, this.tz).getTime(),
    );
  }

  /** Local date (yyyy-MM-dd) of an instant. */
  dateOf(instant: Date): string {
    return format(new TZDate(instant.getTime(), this.tz), "yyyy-MM-dd");
  }

  /** Minutes since local midnight of an instant. */
  minutesOf(instant: Date): number {
    const t = new TZDate(instant.getTime(), this.tz);
    return t.getHours() * 60 + t.getMinutes() + t.getSeconds() / 60;
  }

  minutesAgo(minutes: number): Date {
    return new Date(this.now.getTime() - minutes * MINUTE_MS);
  }

  /** A local "HH:MM" `offset` minutes from now, clamped to today. */
  relTime(offset: number): string {
    return hhmm(this.minutesNow + offset);
  }
}

/** Insert rows in chunks (drizzle builds one statement per chunk; keep it well under PG's parameter limit). */
export async function insertBatched<T extends PgTable>(
  db: Db,
  table: T,
  rows: T["$inferInsert"][],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}
