// Sixteen more people of Valle Verde besides Carmen, Antonio and Dolores. Pure data.
import { foldAccents } from "@shared/domain/text-fold";
import type { ElderlySpec } from "./seed-people";

type Extra = [
  first: string,
  last: string,
  age: number,
  pin: string,
  personal: boolean,
  family: boolean,
  lastActiveMinutesAgo: number | null,
  engagement: number,
  conditions: string[],
  medications: string[],
  hobbies: string[],
  likes: string[],
  traits: string,
  contact: string,
  flags?: Partial<Pick<ElderlySpec, "appointmentThisWeek" | "overdueToday" | "completedToday">>,
];

// Sixteen-plus more people of Valle Verde: all first names differ (and none is Carmen), so the username is
// the first name. Activity spans the status buckets: <24 h, 24-48 h, >48 h and never.
// one person per line reads better as a table
const EXTRAS: Extra[] = [
  ["José", "Fernández Ruiz", 79, "4821", true, true, 15, 0.85, ["Hipertensión", "Artrosis"], ["Enalapril 10 mg", "Paracetamol 1 g"], ["petanca", "huerto"], ["el fútbol", "la radio por la mañana"], "Bromista y charlatán; le gusta contar historias de cuando trabajaba en el campo. Agradece que le hablen de tú.", "Rosa Fernández", { appointmentThisWeek: true, overdueToday: true }],
  ["María", "Sánchez Pérez", 85, "7314", true, false, 150, 0.8, ["Diabetes tipo 2", "Glaucoma"], ["Metformina 850 mg", "Timolol colirio"], ["ganchillo", "misa de los domingos"], ["las novelas de la tarde", "el chocolate con churros"], "Muy educada y algo tímida; prefiere frases cortas y que le repitan las cosas con calma.", "Luis Sánchez", { appointmentThisWeek: true }],
  ["Manuel", "Rodríguez Gómez", 88, "2590", true, true, 45, 0.75, ["EPOC", "Hipertensión"], ["Salbutamol inhalador", "Enalapril 10 mg"], ["dominó", "leer el periódico"], ["el cante flamenco", "las tertulias del bar"], "Antiguo ferroviario, muy puntual. Se agobia si le meten prisa; conviene darle tiempo para contestar.", "Ana Rodríguez", { overdueToday: true }],
  ["Pilar", "Gómez Herrera", 76, "6047", true, true, 300, 0.9, ["Osteoporosis"], ["Calcio y vitamina D", "Omeprazol 20 mg"], ["bailar sevillanas", "cocina"], ["sus nietas", "las plantas del balcón"], "Alegre y muy activa; siempre propone planes. Le motiva que le feliciten por sus logros.", "Marta Gómez", { appointmentThisWeek: true, completedToday: true }],
  ["Francisco", "Díaz Moreno", 91, "3178", false, false, 1900, 0.55, ["Insuficiencia cardíaca", "Fibrilación auricular"], ["Furosemida 40 mg", "Sintrom 4 mg"], ["escuchar la radio", "cartas"], ["los toros", "el pan de pueblo"], "Reservado y desconfiado con la tecnología; hay que explicarle cada paso con paciencia.", "Pedro Díaz"],
  ["Rosario", "Moreno Castillo", 83, "8265", true, false, 3500, 0.5, ["Deterioro cognitivo leve", "Hipertensión"], ["Enalapril 10 mg"], ["rezar el rosario", "coser"], ["las coplas", "las flores"], "Cariñosa pero se desorienta a veces; conviene recordarle qué día es y tranquilizarla.", "Antonio Moreno"],
  ["Juan", "Álvarez Ortiz", 72, "1593", true, true, 600, 0.85, ["Colesterol alto"], ["Atorvastatina 20 mg"], ["ajedrez", "bicicleta estática"], ["el cine del oeste", "los crucigramas difíciles"], "Exprofesor de matemáticas, curioso y exigente; disfruta con los ejercicios de números.", "Laura Álvarez", { appointmentThisWeek: true }],
  ["Mercedes", "Jiménez Lara", 87, "9402", true, true, 2400, 0.6, ["Artrosis", "Insomnio"], ["Paracetamol 1 g", "Lorazepam 1 mg"], ["ver fotos antiguas", "cocina"], ["el cocido madrileño", "las visitas de su hermana"], "Nostálgica; le gusta hablar de su juventud en Madrid. Se pone triste al anochecer.", "Isabel Jiménez"],
  ["Ángel", "Navarro Gil", 69, "5736", true, false, 6000, 0.4, ["Diabetes tipo 2"], ["Metformina 850 mg"], ["pescar", "bricolaje"], ["el campo", "las motos antiguas"], "Independiente; no le gusta sentirse vigilado. Mejor proponer que ordenar.", "Sergio Navarro"],
  ["Concepción", "Torres Vidal", 94, "2047", true, true, 14400, 0.35, ["Hipotiroidismo", "Artrosis"], ["Levotiroxina 50 mcg", "Paracetamol 1 g"], ["escuchar zarzuela"], ["los pasteles", "la compañía"], "La mayor del programa, muy lúcida y con mucho humor. Oye mal: frases cortas y claras.", "Beatriz Torres"],
  ["Rafael", "Ramos Cano", 74, "6813", true, false, 1200, 0.8, ["Hipertensión", "Colesterol alto"], ["Enalapril 10 mg", "Atorvastatina 20 mg"], ["senderismo", "fotografía"], ["la sierra", "el cocido"], "Deportista de toda la vida; se toma muy en serio los paseos y las pautas del médico.", "Lucía Ramos"],
  ["Josefa", "Domínguez Rey", 81, "3956", true, true, 4300, 0.45, ["Depresión leve", "Hipertensión"], ["Enalapril 10 mg", "Sertralina 50 mg"], ["punto de cruz"], ["la música de Raphael", "su gato Misi"], "Vive sola desde que enviudó; agradece la conversación y que le pregunten por su gato.", "Nuria Domínguez"],
  ["Luis", "Vázquez Prieto", 78, "7681", true, true, 2700, 0.65, ["Parkinson en fase inicial"], ["Levodopa 100 mg", "Omeprazol 20 mg"], ["jardinería", "historia"], ["los documentales", "el Real Madrid"], "Metódico y amable; a veces le cuesta escribir en la tableta, prefiere los botones grandes.", "Elena Vázquez"],
  ["Teresa", "Castro Molina", 86, "1329", true, true, 90, 0.9, ["Hipertensión", "Diabetes tipo 2"], ["Enalapril 10 mg", "Metformina 850 mg"], ["crucigramas", "la parroquia"], ["sus bisnietos", "las rosquillas"], "Muy sociable, conoce a todo el barrio; no se pierde el café tertulia del centro.", "Carlos Castro", { appointmentThisWeek: true, completedToday: true }],
  ["Miguel", "Ortega Santos", 70, "8540", true, false, 480, 0.75, ["Artrosis de rodilla"], ["Ibuprofeno 600 mg"], ["ajedrez", "carpintería"], ["el jazz", "los paseos al atardecer"], "Recién jubilado y algo inquieto; le gustan los retos y los juegos de memoria difíciles.", "Raquel Ortega"],
  ["Isabel", "Rubio Marín", 89, "4175", true, true, null, 0.0, ["Demencia leve", "Hipertensión"], ["Enalapril 10 mg", "Donepezilo 5 mg"], ["la costura"], ["las canciones de su infancia"], "Acaba de entrar en el programa; su hija le ayudará con la tableta las primeras veces.", "Sonia Rubio"],
  ["Fernando", "Molina Cruz", 75, "6392", true, false, 30000, 0.5, ["EPOC"], ["Salbutamol inhalador"], ["las quinielas"], ["el mus", "las tapas"], "Dejó de usar la tableta hace semanas; conviene llamarle y animarle a volver.", "Alberto Molina"],
  ["Amparo", "Delgado Soto", 92, "2861", false, true, null, 0.0, ["Insuficiencia renal", "Artrosis"], ["Furosemida 40 mg", "Paracetamol 1 g"], ["escuchar misa por la radio"], ["el caldo casero", "sus sobrinos"], "Prefiere no aparecer en las estadísticas municipales; muy amable por teléfono.", "Ramón Delgado"],
];

const username = (first: string) => foldAccents(first);

const phone = (i: number) => `6${String(10_000_000 + ((i * 7_919_311) % 89_999_999)).padStart(8, "0")}`;

export const EXTRA_ELDERLY: ElderlySpec[] = EXTRAS.map(
  (
    [
      first,
      last,
      age,
      pin,
      personal,
      family,
      ago,
      engagement,
      conditions,
      meds,
      hobbies,
      likes,
      traits,
      contact,
      flags,
    ],
    i,
  ) => ({
    key: username(first),
    municipality: "valleVerde" as const,
    firstName: first,
    lastName: last,
    username: username(first),
    age,
    pin,
    personalConsent: personal,
    familyConsent: family,
    lastActiveMinutesAgo: ago,
    engagement,
    adherence: 0.62 + ((i * 37) % 29) / 100,
    medicalConditions: conditions,
    medications: meds,
    hobbies,
    likes,
    personalityTraits: traits,
    emergencyContactName: contact,
    emergencyContactPhone: phone(i + 1),
    ...flags,
  }),
);
