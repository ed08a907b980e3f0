import { describe, expect, it } from "vitest";
import type { FormOfAddress } from "@shared/domain/form-of-address";
import { loadLabelled } from "../corpus/load";
import { buildSystemPrompt } from "../model/prompt";
import { createRuleEngine } from "./rules";
import type { AssistantContext, ChatTurn } from "../types";

// Words that only "tú" uses, and words that only "usted" uses, as whole words (letters with accents
// count as letters). Ambiguous ones are left out or narrowed: "le" and "su" also point at a third
// person ("le pides que te llame"), "puede" at the staff, "si pulsa" is "usted".
const words = (list: string) => new RegExp(`(?<!\\p{L})(?:${list})(?!\\p{L})`, "iu");
const TU = words(
  "te|ti|tu|tú|tus|contigo|tienes|quieres|puedes|estás|has|eres|(?<!si )pulsa|llama al|cuéntame|dímelo|pide a|vuelve|entra en|escríbeme|sientas|encuentres|quieras|prefieras|necesites|vas|recuerdas|acompañarte|escucharte|descansa",
);
const USTED = words(
  "usted|pulse|llame al|cuénteme|dígamelo|pida a|vuelva|entre en|escríbame|se encuentre|se sienta|prefiera|necesite|quiera|acompañarle|escucharle|le escucho|le entiendo|sus recordatorios|descanse",
);

const base = (form: FormOfAddress, isRecorded: boolean): AssistantContext => ({
  firstName: "Carmen",
  formOfAddress: form,
  timezone: "Europe/Madrid",
  now: new Date("2026-11-18T10:30:00Z"),
  hobbies: ["jardinería", "petanca"],
  likes: ["los boleros"],
  todayReminders: [
    { title: "Enalapril", reminderTime: "08:30", isCompleted: true, type: "medicine" },
    { title: "Metformina", reminderTime: "20:00", isCompleted: false, type: "medicine" },
  ],
  tomorrowReminders: [{ title: "Análisis", reminderTime: "09:00" }],
  appointments: [{ title: "Cita con la doctora Ruiz", date: "2026-11-20", time: "10:30" }],
  unreadMessages: [{ fromName: "Lucía" }],
  familyNames: ["Lucía"],
  ...(isRecorded && {
    gpName: "la doctora Ruiz",
    healthCentreName: "Centro de Salud San Blas",
    healthCentrePhone: "910 000 111",
    programmePhone: "910 000 222",
  }),
});

const messages = [...loadLabelled("intents.txt"), ...loadLabelled("intents.holdout.txt")].map((l) => l.text);

/** The reply without a joke's own words: a joke is quoted, not said to the person. */
const spoken = (response: string, intent: string) => (intent === "joke" ? response.replace(/^Ahí va uno: .*?(¿[^?]+\?)?$/, "$1") : response);

function repliesIn(form: FormOfAddress) {
  const engine = createRuleEngine({ random: () => 0.5 });
  const out: { message: string; response: string }[] = [];
  for (const [i, message] of messages.entries()) {
    const reply = engine.reply(base(form, i % 2 === 0), message, []);
    out.push({ message, response: spoken(reply.response, reply.intent) });
    // The answer to the reply's own offer ("sí" / "no, gracias") is in the same form.
    if (reply.offer || /«Avisar al personal»|ejercicio de memoria/.test(reply.response)) {
      const history: ChatTurn[] = [
        { role: "user", content: message },
        { role: "assistant", content: reply.response },
      ];
      for (const answer of ["sí", "no, gracias"]) {
        out.push({ message: `${message} → ${answer}`, response: engine.reply(base(form, true), answer, history).response });
      }
    }
  }
  return out;
}

describe("the form of address from the person's record", () => {
  it.each([
    ["usted", TU],
    ["tu", USTED],
  ] as const)("every rule reply in '%s' has none of the other form's words", (form, other) => {
    const wrong = repliesIn(form).filter((r) => other.test(r.response));
    expect(wrong.map((r) => `${r.message} => ${r.response}`)).toEqual([]);
  }, 30_000);

  it("the word lists catch what they are meant to catch", () => {
    expect(TU.test("Si quieres, pulsa «Ayuda profesional»")).toBe(true);
    expect(USTED.test("Si quiere, pulse «Ayuda profesional»")).toBe(true);
    // Third persons are not the person: these are right in either form.
    expect(TU.test("el personal puede añadirlo; pídele que le llame")).toBe(false);
    expect(TU.test("Si pulsa «Ayuda profesional», le llamarán")).toBe(false);
    expect(TU.test("¿Y tú, cómo estás?")).toBe(true);
  });

  it("tells the model which form to use", () => {
    expect(buildSystemPrompt(base("usted", true))).toMatch(/Trátale de usted en todas las frases, nunca de tú/);
    expect(buildSystemPrompt(base("tu", true))).toMatch(/Háblale de tú/);
    expect(buildSystemPrompt(base("tu", false))).toMatch(/Médico de cabecera: no apuntado/);
    expect(buildSystemPrompt(base("tu", true))).toMatch(/Teléfono del programa: 910 000 222\./);
  });
});
