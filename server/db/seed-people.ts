// The people of the demo: who they are, their consents and how active they have been.
// Pure data; seed-plan.ts turns it into rows relative to the seed clock.
import type { FormOfAddress } from "@shared/domain/form-of-address";
import { EXTRA_ELDERLY } from "./seed-people-extras";

export type MunicipalityKey = "valleVerde" | "monteClaro";

export type ElderlySpec = {
  key: string;
  municipality: MunicipalityKey;
  firstName: string;
  lastName: string;
  username: string;
  age: number;
  pin: string;
  personalConsent: boolean;
  familyConsent: boolean;
  /** Minutes before now of the last activity; null = never active. */
  lastActiveMinutesAgo: number | null;
  /** Probability that a given past day had any activity. */
  engagement: number;
  /** Probability that a due reminder occurrence was completed. */
  adherence: number;
  medicalConditions: string[];
  /** Names from MEDICATIONS in seed-reminders.ts; the first ones become daily medicine reminders. */
  medications: string[];
  hobbies: string[];
  likes: string[];
  personalityTraits: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  /** Has a medical appointment in the current Monday-Sunday week. */
  appointmentThisWeek?: boolean;
  /** A morning medicine due earlier today is left pending (overdue). */
  overdueToday?: boolean;
  /** A medicine due earlier today was completed. */
  completedToday?: boolean;
  /** How the assistant addresses the person; left out: "tu". */
  formOfAddress?: FormOfAddress;
};

const CARMEN: ElderlySpec = {
  key: "carmen",
  municipality: "valleVerde",
  firstName: "Carmen",
  lastName: "López",
  username: "carmen",
  age: 82,
  pin: "4826",
  personalConsent: true,
  familyConsent: true,
  lastActiveMinutesAgo: 20,
  engagement: 0.92,
  adherence: 0.85,
  medicalConditions: ["Hipertensión", "Diabetes tipo 2"],
  medications: ["Enalapril 10 mg", "Metformina 850 mg", "Omeprazol 20 mg"],
  hobbies: ["jardinería", "crucigramas", "cocina"],
  likes: ["boleros", "paseos por el parque", "sus nietos"],
  personalityTraits:
    "Cariñosa y conversadora. Le encanta hablar de sus nietos, Lucas y Paula, y de las recetas de su madre. " +
    "Se preocupa por olvidar las pastillas: agradece que se lo recuerden con suavidad. Prefiere que la traten de usted.",
  emergencyContactName: "Javier López",
  emergencyContactPhone: "612345678",
  formOfAddress: "usted",
};

const ANTONIO: ElderlySpec = {
  key: "antonio",
  municipality: "valleVerde",
  firstName: "Antonio",
  lastName: "García",
  username: "antonio",
  age: 80,
  pin: "5173",
  personalConsent: true,
  familyConsent: false,
  lastActiveMinutesAgo: 180,
  engagement: 0.8,
  adherence: 0.8,
  medicalConditions: ["Fibrilación auricular", "Artrosis"],
  medications: ["Omeprazol 20 mg", "Sintrom 4 mg"],
  hobbies: ["dominó", "huerto"],
  likes: ["la zarzuela", "el café de media mañana"],
  personalityTraits:
    "Serio pero afable, muy celoso de su intimidad: no quiere que su familia vea sus datos. Le gusta hablar del huerto.",
  emergencyContactName: "Elena García",
  emergencyContactPhone: "623456789",
  appointmentThisWeek: true,
  completedToday: true,
};

const DOLORES: ElderlySpec = {
  key: "dolores",
  municipality: "valleVerde",
  firstName: "Dolores",
  lastName: "Martín",
  username: "dolores",
  age: 84,
  pin: "3958",
  personalConsent: false,
  familyConsent: false,
  lastActiveMinutesAgo: 30 * 60,
  engagement: 0.55,
  adherence: 0.7,
  medicalConditions: ["Artrosis", "Hipotiroidismo"],
  medications: ["Levotiroxina 50 mcg"],
  hobbies: ["leer", "hacer punto"],
  likes: ["las novelas de misterio", "el té con pastas"],
  personalityTraits:
    "Discreta y muy independiente; usa la aplicación, pero no quiere figurar en estadísticas.",
  emergencyContactName: "Manuel Martín",
  emergencyContactPhone: "634567890",
};

export const VALLE_VERDE_ELDERLY: ElderlySpec[] = [CARMEN, ANTONIO, DOLORES, ...EXTRA_ELDERLY];

export const MONTE_CLARO_ELDERLY: ElderlySpec[] = [
  {
    key: "carmenRuiz",
    municipality: "monteClaro",
    firstName: "Carmen",
    lastName: "Ruiz",
    username: "carmen",
    age: 78,
    pin: "6142",
    personalConsent: true,
    familyConsent: true,
    lastActiveMinutesAgo: 95,
    engagement: 0.8,
    adherence: 0.8,
    medicalConditions: ["Hipotiroidismo"],
    medications: ["Levotiroxina 50 mcg"],
    hobbies: ["bordado", "paseos por la muralla"],
    likes: ["el cochinillo", "la música castellana"],
    personalityTraits: "Segoviana orgullosa de su tierra; habladora y con buen humor.",
    emergencyContactName: "Sara Ruiz",
    emergencyContactPhone: "645678901",
    appointmentThisWeek: true,
  },
  {
    key: "pedro",
    municipality: "monteClaro",
    firstName: "Pedro",
    lastName: "Gil",
    username: "pedro",
    age: 84,
    pin: "2222",
    personalConsent: true,
    familyConsent: false,
    lastActiveMinutesAgo: 26 * 60,
    engagement: 0.6,
    adherence: 0.7,
    medicalConditions: ["Hipertensión"],
    medications: ["Omeprazol 20 mg"],
    hobbies: ["la caza", "el mus"],
    likes: ["los judiones", "la radio"],
    personalityTraits: "Hombre de pocas palabras; responde mejor a preguntas concretas.",
    emergencyContactName: "Julia Gil",
    emergencyContactPhone: "656789012",
  },
];

type StaffSpec = {
  key: "profesional" | "profesionalMc" | "familia" | "familia2" | "familia3";
  municipality: MunicipalityKey;
  role: "professional" | "family";
  firstName: string;
  lastName: string;
  email: string;
  lastActiveMinutesAgo: number;
  /** Family: key of the relative and the state of the link. */
  elderlyKey?: string;
  link?: "approved" | "pending";
};

export const DEMO_PASSWORD = "Demo-1234";

// one account per line reads better as a table
export const STAFF: StaffSpec[] = [
  { key: "profesional", municipality: "valleVerde", role: "professional", firstName: "Lucía", lastName: "Romero", email: "profesional@acompana.demo", lastActiveMinutesAgo: 10 },
  { key: "profesionalMc", municipality: "monteClaro", role: "professional", firstName: "Marta", lastName: "Sanz", email: "profesional.mc@acompana.demo", lastActiveMinutesAgo: 120 },
  { key: "familia", municipality: "valleVerde", role: "family", firstName: "Javier", lastName: "López", email: "familia@acompana.demo", lastActiveMinutesAgo: 40, elderlyKey: "carmen", link: "approved" },
  { key: "familia2", municipality: "valleVerde", role: "family", firstName: "Elena", lastName: "García", email: "familia2@acompana.demo", lastActiveMinutesAgo: 16 * 60, elderlyKey: "antonio", link: "approved" },
  { key: "familia3", municipality: "valleVerde", role: "family", firstName: "Rosa", lastName: "Fernández", email: "familia3@acompana.demo", lastActiveMinutesAgo: 26 * 60, elderlyKey: "jose", link: "pending" },
];
