import { describe, expect, it } from "vitest";
import { classifyMessage } from "./classify";

// Requests and moods as rural southern speakers put them: dropped consonants, work-worn backs, someone
// named to be put through to, things to write down. Each has a look-alike that must read otherwise.
const intentOf = (text: string) => classifyMessage(text).intent;

describe("requests and moods in southern rural speech", () => {
  it.each([
    ["necesito un poco de compañía, mis nietos viven muy lejos", "loneliness"],
    ["hoy me he despertado como una rosa", "positive_mood"],
    ["qué a gusto estoy aquí con el solecito", "positive_mood"],
    ["llevo unos días estreñía, ¿qué hago?", "health_complaint"],
    ["tengo los hombros molidos de recoger aceituna", "pain"],
    ["duermo muy mal desde que se fue mi hermana a la residencia", "sleep"],
    ["ando preocupá con la operación de mi hija", "worry"],
    ["no sé si me llegará el dinero para la contribución", "worry"],
    ["¿hay alguien del centro que me pueda llamar esta tarde?", "talk_to_person"],
    ["pásame con la Encarni", "call_family"],
    ["¿viene alguien hoy a verme?", "today_agenda"],
  ])("%s → %s", (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });

  it.each([
    ["ponme la tele en el canal del tiempo", "call_family"],
    ["la espalda de la silla está rota", "pain"],
  ])("%s is not %s", (text, intent) => {
    expect(intentOf(text)).not.toBe(intent);
  });
});
