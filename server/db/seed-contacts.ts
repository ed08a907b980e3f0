// Contact data of the demo people (alert cards and records show it): invented addresses in the fictional
// municipalities, and phone numbers of the 600 000 0xx series, which belong to nobody.
import type { ElderlySpec } from "./seed-people";

export type SeedContact = {
  phone: string;
  address: string;
  district: string;
  livesAlone: boolean | null;
  keyHolderName: string;
  keyHolderPhone: string;
};

const STREETS = [
  "Calle de los Almendros 12, 2.º B",
  "Avenida del Río 45, bajo",
  "Plaza Mayor 3, 1.º",
  "Calle del Molino 7",
  "Calle de las Eras 21, 3.º A",
  "Travesía del Pozo 2",
  "Calle de la Fuente 18, 1.º C",
  "Camino de la Ermita 9",
];
const DISTRICTS = ["Centro", "San Isidro", "Las Eras", "El Ejido"];
const NEIGHBOURS = ["Rosa Pérez (vecina)", "Julián Ortega (vecino)", "Amalia Cruz (portera)"];

/** The series 600 000 000-099, written as people write them. */
const demoPhone = (n: number) => `600 000 ${String(n).padStart(3, "0")}`;

/** The people the demo's walkthrough opens get a hand-written record; the rest follow a pattern. */
const NAMED: Record<string, SeedContact> = {
  carmen: {
    phone: demoPhone(1),
    address: "Calle de los Almendros 12, 2.º B",
    district: "Centro",
    livesAlone: true,
    keyHolderName: "Javier López (hijo)",
    keyHolderPhone: "612345678",
  },
  antonio: {
    phone: demoPhone(2),
    address: "Calle del Molino 7",
    district: "San Isidro",
    livesAlone: false,
    keyHolderName: "Elena García (hija)",
    keyHolderPhone: "623456789",
  },
  dolores: {
    phone: demoPhone(3),
    address: "Plaza Mayor 3, 1.º",
    district: "Centro",
    livesAlone: true,
    keyHolderName: "Rosa Pérez (vecina)",
    keyHolderPhone: demoPhone(53),
  },
};

export function seedContact(spec: ElderlySpec, index: number): SeedContact {
  const named = NAMED[spec.key];
  if (named) return named;
  const number = index + 1;
  // Every fifth person has no key holder recorded and every seventh has not said whether they live alone,
  // as in a real register.
  const hasKeyHolder = number % 5 !== 0;
  const keyHolder = number % 2 === 0 ? spec.emergencyContactName : NEIGHBOURS[number % NEIGHBOURS.length];
  return {
    phone: demoPhone(number),
    address: STREETS[number % STREETS.length],
    district: DISTRICTS[number % DISTRICTS.length],
    livesAlone: number % 7 === 0 ? null : number % 3 !== 0,
    keyHolderName: hasKeyHolder ? keyHolder : "",
    keyHolderPhone: hasKeyHolder ? demoPhone(50 + number) : "",
  };
}
