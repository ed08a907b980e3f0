import { describe, expect, it } from "vitest";
import { loadLabelled } from "../corpus/load";
import { createAssistant } from "..";
import { MAX_SENTENCES, sentencesOf } from "./sentences";
import type { AssistantContext } from "../types";

// Every reply, whatever the message (the whole labelled corpus, urgent ones included) and however
// full the person's day is, stays within three sentences: it is read aloud to an older person.
const full: AssistantContext = {
  firstName: "Carmen",
  timezone: "Europe/Madrid",
  now: new Date("2026-11-18T10:30:00Z"),
  hobbies: ["jardinería", "cocina"],
  likes: ["coplas"],
  todayReminders: [
    { title: "Enalapril 10 mg", reminderTime: "08:30", isCompleted: true, type: "medicine" },
    { title: "Paseo", reminderTime: "10:00", isCompleted: false, type: "activity" },
    { title: "Metformina 850 mg", reminderTime: "20:00", isCompleted: false, type: "medicine" },
    { title: "Llamar a Javier", reminderTime: "19:00", isCompleted: false, type: "call" },
    { title: "Gotas de los ojos", reminderTime: "22:00", isCompleted: false, type: "medicine" },
  ],
  tomorrowReminders: [
    { title: "Enalapril 10 mg", reminderTime: "08:30" },
    { title: "Análisis", reminderTime: "09:00" },
    { title: "Metformina 850 mg", reminderTime: "20:00" },
  ],
  appointments: [{ title: "Cita con la doctora Herrero", date: "2026-11-20", time: "10:30" }],
  unreadMessages: [{ fromName: "Lucía" }, { fromName: "Javier" }],
  familyNames: ["Javier", "Lucía"],
  gpName: "la doctora Herrero Martínez",
  healthCentreName: "Centro de Salud Virgen de la Fuensanta",
  healthCentrePhone: "968 00 00 11",
  programmePhone: "968 00 00 22",
  programActivities: [
    { title: "Taller de memoria", scheduledDate: "2026-11-20", scheduledTime: "11:00", recurrence: "weekly" },
    { title: "Paseo saludable", scheduledDate: "2026-11-01", scheduledTime: "10:00", recurrence: "daily" },
    { title: "Café tertulia", scheduledDate: "2026-11-22", scheduledTime: "17:00", recurrence: "once" },
  ],
};

// Conversation turns all; of the urgent and calm files (about 5,000 lines, whose replies are the advice of a
// category or the reply of an intent), every third line and the first of each label: every template with its own
// wording is still reached, at less than half the time of the whole corpus.
const everyThird = (file: string) => {
  const seen = new Set<string>();
  return loadLabelled(file).filter((l, i) => {
    const isFirstOfLabel = !seen.has(l.label);
    seen.add(l.label);
    return isFirstOfLabel || i % 3 === 0;
  });
};
const messages = [
  ...["intents.txt", "intents.holdout.txt"].flatMap((file) => loadLabelled(file).map((l) => l.text)),
  ...["urgent.txt", "urgent.holdout.txt", "calm.txt", "calm.holdout.txt"].flatMap((file) => everyThird(file).map((l) => l.text)),
  ...loadLabelled("dialogues.txt")
    .filter((l) => !l.text.startsWith("==="))
    .map((l) => l.text),
];

describe("replies are at most three sentences", () => {
  it("counts sentences as heard", () => {
    expect(sentencesOf("Hola, Carmen. ¿Qué tal? Son las 9:30.")).toHaveLength(3);
  });

  it("holds for every message of the corpus with a full day of data", async () => {
    const assistant = createAssistant({}, undefined, { random: () => 0.5 });
    const tooLong: string[] = [];
    for (const [i, message] of messages.entries()) {
      // Every other message in "usted": both forms of each reply are held to the same length.
      const context = { ...full, formOfAddress: i % 2 === 0 ? ("tu" as const) : ("usted" as const) };
      const { response } = await assistant.reply(context, message, []);
      if (sentencesOf(response).length > MAX_SENTENCES) tooLong.push(`${message} => ${response}`);
    }
    expect(tooLong).toEqual([]);
    // The corpus grows and the machine is shared: the limit is generous, the check is per reply.
  }, 90_000);
});
