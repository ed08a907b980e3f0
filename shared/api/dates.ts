import { z } from "./zod";

// PostgreSQL has no year 0 ("date/time field value out of range": a 500), and no one plans a reminder or an
// activity centuries away. Every date the API stores or compares stays inside these years.
const MIN_STORABLE_YEAR = 1900;
const MAX_STORABLE_YEAR = 2199;

const yearOf = (iso: string) => Number(iso.slice(0, 4));
const isStorableYear = (iso: string) => {
  const year = yearOf(iso);
  return Number.isInteger(year) && year >= MIN_STORABLE_YEAR && year <= MAX_STORABLE_YEAR;
};

/** A calendar date YYYY-MM-DD that PostgreSQL stores as written. */
export const storableDate = (error: string) =>
  z.iso.date({ error }).refine(isStorableYear, { error });

/** An ISO instant (with Z or offset) that PostgreSQL stores as written. */
export const storableDateTime = (error: string) =>
  z.iso.datetime({ error }).refine(isStorableYear, { error });
