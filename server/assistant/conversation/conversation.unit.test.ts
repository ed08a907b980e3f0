import { describe, expect, it } from "vitest";
import { classifyMessage, createRuleEngine } from "./rules";
import type { AssistantContext } from "../types";

const base: AssistantContext = {
  firstName: "Carmen",
  timezone: "Europe/Madrid",
  now: new Date("2026-11-18T10:30:00Z"),
  hobbies: ["jardinería"],
  likes: [],
  todayReminders: [],
  unreadMessages: [],
};
const engine = createRuleEngine({ random: () => 0 });
const ask = (message: string, over: Partial<AssistantContext> = {}) => engine.reply({ ...base, ...over }, message, []);
const CARE = {
  gpName: "la doctora Ruiz",
  healthCentreName: "Centro de Salud San Blas",
  healthCentrePhone: "910 000 111",
  programmePhone: "910 000 222",
};

describe("the person's care contacts", () => {
  it("answers the doctor, the health centre's phone and the programme's phone from the record", () => {
    expect(ask("quién es mi médico de cabecera", CARE)).toMatchObject({
      intent: "care_contacts",
      response: "Tu médico de cabecera es la doctora Ruiz, en Centro de Salud San Blas, Carmen.",
    });
    expect(ask("me das el teléfono del centro de salud", CARE).response).toMatch(/es el 910 000 111\. Si es urgente, llama al 112\./);
    expect(ask("el número del programa para llamar", CARE).response).toBe("El teléfono del programa es el 910 000 222.");
    // Asking when the appointment is stays an appointment.
    expect(classifyMessage("cuándo tengo la cita con el médico de cabecera").intent).toBe("appointment");
  });

  it("says kindly when a field is empty, and who can add it", () => {
    expect(ask("cómo se llama mi doctora").response).toMatch(/No tengo apuntado quién es tu médico de cabecera.*personal del programa/);
    expect(ask("el teléfono del ambulatorio").response).toMatch(/No tengo apuntado el teléfono de tu centro de salud/);
    expect(ask("el teléfono del programa").response).toMatch(/«Ayuda profesional»/);
  });
});

describe("sleep, pain, worry and the family", () => {
  it("each gets its own kind answer, never the garden", () => {
    const sleep = ask("llevo noches sin pegar ojo, no consigo dormir");
    expect(sleep.intent).toBe("sleep");
    expect(sleep.response).toMatch(/misma hora/);
    const pain = ask("me duelen mucho las rodillas", { healthCentrePhone: "910 000 111" });
    expect(pain).toMatchObject({ intent: "pain", offer: { kind: "call_staff" } });
    expect(pain.response).toMatch(/^Siento que te duelan las rodillas, Carmen\. .*\(910 000 111\)/);
    const worry = ask("estoy preocupada por mi hijo que se ha quedado sin trabajo");
    expect(worry.intent).toBe("worry");
    expect(worry.response).toMatch(/^Entiendo que te preocupe tu hijo, Carmen\./);
    for (const reply of [sleep, pain, worry]) expect(reply.response).not.toMatch(/jardín/);
  });

  it("'quiero hablar con mi hija' brings the family button, for any relative named", () => {
    for (const [message, whom] of [["quiero hablar con mi hija", "tu hija"], ["me gustaría hablar con mi nieto", "tu nieto"]]) {
      const reply = ask(message);
      expect(reply).toMatchObject({ intent: "call_family", offer: { kind: "write_family" } });
      expect(reply.response).toContain(`para hablar con ${whom}, pulsa «Escribir a mi familia»`);
    }
  });
});

describe("the person's own topic", () => {
  it.each([
    ["hoy he hecho unas migas con chorizo", "topic:food", /¡Mmm, migas!/],
    ["mi nieta se casa en junio", "topic:family_event", /la boda de tu nieta/],
    ["de joven viví en Bilbao", "topic:place", /Bilbao.*¿Qué es lo que más recuerdas de allí\?/],
    ["este verano me voy a Benidorm", "topic:place", /¿Qué es lo que más te apetece hacer allí\?/],
    ["estoy viendo Pasapalabra", "topic:tv", /Pasapalabra.*¿Has acertado/],
    ["en mis tiempos no había televisión", "topic:past", /cosas de antes/],
    ["me he cortado el pelo esta mañana", "topic:body", /¿Cómo te lo has dejado\?/],
    ["estoy pensando en cambiar las cortinas", "topic:other", /¿Y te hace ilusión\?/],
  ])("'%s' is %s and the reply takes it up", (message, intent, reply) => {
    const answer = ask(message);
    expect(answer.intent).toBe(intent);
    expect(answer.response).toMatch(reply);
    expect(answer.response).not.toMatch(/jardín/);
  });

  it("asks about the hobbies only when the person offers nothing", () => {
    expect(ask("pues nada, aquí estoy")).toMatchObject({ intent: "small_talk", response: expect.stringMatching(/jardín/) });
    expect(ask("y tú qué haces hoy").response).toMatch(/^Yo soy un programa/);
  });

  it("speaks 'usted' when the record says so", () => {
    expect(ask("mi nieta se casa en junio", { formOfAddress: "usted" }).response).toBe(
      "¡Qué alegría la boda de su nieta, Carmen! ¿Cuándo es y qué se va a poner?",
    );
  });
});
