import { describe, expect, it } from "vitest";
import {
  encodeModel,
  trainerSource,
  trainingDigest,
  trainingSet,
  trainSoftmax,
} from "../../../scripts/assistant/reader-training";
import { detectByRules, detectHealthRisk, READER_ALARM, READER_VETO } from "../safety";
import { classifyMessage } from "../conversation/rules";
import { readerFeatures } from "./features";
import { READER_LABELS, readIntent, readSafety } from "./index";
import intentModel from "./intent-model.json";
import safetyModel from "./safety-model.json";

describe("the second reader's models", () => {
  it.each([
    ["safety", safetyModel],
    ["intent", intentModel],
  ] as const)("%s was trained on the current corpus and features (else: npx tsx scripts/assistant/train-reader.ts)", (purpose, model) => {
    expect(model.labels).toEqual([...READER_LABELS[purpose]]);
    expect(model.digest).toBe(trainingDigest(trainingSet(purpose), trainerSource()));
    // It reads the features of the whole corpus: seconds on a loaded machine.
  }, 30_000);

  it("trains the same model twice from the same examples", () => {
    const examples = trainingSet("intent").slice(0, 150);
    const labels = READER_LABELS.intent;
    const once = encodeModel(trainSoftmax(examples, labels.length), labels, "x");
    const twice = encodeModel(trainSoftmax(examples, labels.length), labels, "x");
    expect(twice).toEqual(once);
  });
});

describe("what the reader sees", () => {
  it("marks the words a negation governs, up to 'pero' or 'que'", () => {
    expect(readerFeatures("no me duele el pecho", "safety")).toContain("w:!pech");
    expect(readerFeatures("me duele el pecho", "safety")).toContain("w:pech");
    expect(readerFeatures("no sé por qué me duele el pecho", "safety")).toContain("w:pech");
    expect(readerFeatures("no me duele la cabeza pero me he caído", "safety")).toContain("w:caid");
  });

  it("leaves out the TV and old stories for safety, not for intents", () => {
    const story = "en la novela de la tarde se cayó una mujer por la escalera";
    expect(readerFeatures(story, "safety")).toEqual([]);
    expect(readerFeatures(story, "intent").length).toBeGreaterThan(0);
  });

  it("hears typos as the same sounds", () => {
    const typed = new Set(readerFeatures("me duele la cabesa", "safety"));
    const shared = readerFeatures("me duele la cabeza", "safety").filter((f) => typed.has(f));
    expect(shared).toContain("cabe");
  });
});

// Messages written for these tests, in no corpus file.
describe("the reader with the rules", () => {
  it("alerts on its own when no rule matched but the message reads as an emergency", () => {
    const stranger = "un hombre encapuchado esta en mi rellano golpeando la puerta";
    expect(detectByRules(stranger)).toBeNull();
    expect(detectHealthRisk(stranger)).toMatchObject({ category: "intruder", severity: "critical" });
    const allergy = "tengo la cara hinchadisima despues de comer marisco y me cuesta tragar";
    expect(detectByRules(allergy)).toBeNull();
    expect(readSafety(allergy).urgency).toBeGreaterThanOrEqual(READER_ALARM);
    expect(detectHealthRisk(allergy)).toMatchObject({ category: "allergy", severity: "critical" });
  });

  it("gives the general answer when it is sure of the emergency but not of its kind", () => {
    const stuck = "estoy muy mal y sola no puedo ni moverme del sillon";
    expect(detectByRules(stuck)).toBeNull();
    expect(readSafety(stuck).confidence).toBeLessThan(0.5);
    expect(detectHealthRisk(stuck)).toMatchObject({ category: "urgent_help", severity: "critical" });
  });

  it("never drops an alert of abuse or of not wanting to live", () => {
    // The held-out "mi nieto me roba el dinero del bolso" read as calm to the reader (0.1) when abuse could be vetoed.
    for (const money of ["mi nieto me roba el dinero del bolso", "mi sobrino se lleva el dinero de mi cartilla sin preguntarme"]) {
      expect(detectByRules(money)?.category).toBe("abuse");
      expect(detectHealthRisk(money)?.category).toBe("abuse");
    }
  });

  it("drops a rule's alert that it reads as calm", () => {
    const errand = "he puesto pimientos a asar y sale un humo de la sarten que da gusto";
    expect(detectByRules(errand)?.category).toBe("fire");
    expect(readSafety(errand).strongestPart).toBeLessThan(READER_VETO);
    expect(detectHealthRisk(errand)).toBeNull();
  });

  it("keeps a rule's alert told after something calm", () => {
    const fall = "No me duele el pecho, pero me he caído";
    expect(readSafety(fall).strongestPart).toBeGreaterThanOrEqual(READER_VETO);
    expect(detectHealthRisk(fall)).toMatchObject({ category: "fall" });
  });

  it("gives probabilities", () => {
    for (const text of ["hola", "me he caído y no me puedo levantar", ""]) {
      const reading = readSafety(text);
      expect(reading.urgency).toBeGreaterThanOrEqual(0);
      expect(reading.urgency).toBeLessThanOrEqual(1);
      expect(reading.strongestPart).toBeGreaterThanOrEqual(reading.urgency);
    }
    expect(readSafety("me he caído y no me puedo levantar").urgency).toBeGreaterThan(0.9);
    expect(readSafety("hoy he hecho un bizcocho de limón").urgency).toBeLessThan(0.1);
  });
});

describe("the reader for requests", () => {
  it("names a request no phrase rule knew", () => {
    expect(readIntent("tengo algun recao pendiente pa esta tarde").intent).toBe("today_agenda");
    expect(classifyMessage("tengo algun recao pendiente pa esta tarde").intent).toBe("today_agenda");
  });

  it("does not name a mood it is unsure of", () => {
    expect(classifyMessage("No estoy triste").intent).not.toBe("loneliness");
  });
});
