// Replies about the person's care: who their doctor is, the health centre's and the programme's
// phones (from the record; when a field is empty, who can add it), and kind, practical answers to
// sleeping badly, pain and worry. Never a diagnosis: pain always has a path to the health centre or
// staff, and an emergency never reaches here (the safety detector answers first).
import { foldSpanish } from "@shared/domain/chat-topics";
import { inForm, yourRelative } from "./address";
import { careContactAsked } from "./care-patterns";
import type { AssistantContext } from "../types";

const name = (ctx: AssistantContext) => ctx.firstName.trim();
const known = (value: string | undefined) => value?.trim() ?? "";

function doctorSentence(ctx: AssistantContext): string {
  const gp = known(ctx.gpName);
  const centre = known(ctx.healthCentreName);
  if (!gp) {
    return inForm(
      ctx,
      `No tengo apuntado quién es tu médico de cabecera, ${name(ctx)}; pide al personal del programa que lo añada a tu ficha.`,
      `No tengo apuntado quién es su médico de cabecera, ${name(ctx)}; pida al personal del programa que lo añada a su ficha.`,
    );
  }
  return inForm(
    ctx,
    `Tu médico de cabecera es ${gp}${centre ? `, en ${centre}` : ""}, ${name(ctx)}.`,
    `Su médico de cabecera es ${gp}${centre ? `, en ${centre}` : ""}, ${name(ctx)}.`,
  );
}

function centreSentence(ctx: AssistantContext): string {
  const phone = known(ctx.healthCentrePhone);
  const centre = known(ctx.healthCentreName);
  if (!phone) {
    return inForm(
      ctx,
      `No tengo apuntado el teléfono de tu centro de salud${centre ? ` (${centre})` : ""}; el personal del programa puede añadirlo a tu ficha.`,
      `No tengo apuntado el teléfono de su centro de salud${centre ? ` (${centre})` : ""}; el personal del programa puede añadirlo a su ficha.`,
    );
  }
  return inForm(
    ctx,
    `El teléfono de tu centro de salud${centre ? `, ${centre},` : ""} es el ${phone}.`,
    `El teléfono de su centro de salud${centre ? `, ${centre},` : ""} es el ${phone}.`,
  );
}

function programmeSentence(ctx: AssistantContext): string {
  const phone = known(ctx.programmePhone);
  if (!phone) {
    return inForm(
      ctx,
      "No tengo apuntado el teléfono del programa, pero si pulsas «Ayuda profesional» el personal te llamará.",
      "No tengo apuntado el teléfono del programa, pero si pulsa «Ayuda profesional» el personal le llamará.",
    );
  }
  return `El teléfono del programa es el ${phone}.`;
}

export function careContactsReply(ctx: AssistantContext, message: string): string {
  const asked = careContactAsked(foldSpanish(message));
  if (asked === "programme") return programmeSentence(ctx);
  if (asked === "centre") return `${centreSentence(ctx)}${inForm(ctx, " Si es urgente, llama al 112.", " Si es urgente, llame al 112.")}`;
  if (asked === "doctor") return doctorSentence(ctx);
  return `${doctorSentence(ctx)} ${centreSentence(ctx)} ${programmeSentence(ctx)}`;
}

export function sleepReply(ctx: AssistantContext): string {
  return inForm(
    ctx,
    `Dormir mal cansa mucho, ${name(ctx)}. Suele ayudar acostarse y levantarse a la misma hora, no tomar café por la tarde y algo caliente sin cafeína antes de dormir. Si te pasa a menudo, coméntalo con tu médico: ¿qué es lo que te desvela?`,
    `Dormir mal cansa mucho, ${name(ctx)}. Suele ayudar acostarse y levantarse a la misma hora, no tomar café por la tarde y algo caliente sin cafeína antes de dormir. Si le pasa a menudo, coménteselo a su médico: ¿qué es lo que le desvela?`,
  );
}

/** "me duelen las rodillas", "dolor de muelas" -> "las rodillas", "las muelas": the reply names what hurts. */
function whatHurts(message: string): string | null {
  const text = foldSpanish(message);
  const hurts = /\bme (?:duele|duelen|dolia|dolian) (?:mucho |un poco |bastante |muchisimo )?((?:el|la|los|las|mi|mis) [a-z]+)/.exec(text)?.[1];
  const ache = /\bdolor(?:es)? (?:de|en) ((?:el|la|los|las|mi|mis) [a-z]+|muelas|espalda|cabeza|rodillas|huesos)\b/.exec(text)?.[1];
  const part = hurts ?? (ache && !/^(?:el|la|los|las|mi|mis) /.test(ache) ? `${ache.endsWith("s") ? "las" : "la"} ${ache}` : ache);
  if (!part || /^(?:el|la) (?:alma|corazon)$/.test(part)) return null;
  return part.replace(/^mi /, "la ").replace(/^mis /, "las ");
}

export function painReply(ctx: AssistantContext, message: string): string {
  const part = whatHurts(message);
  const phone = known(ctx.healthCentrePhone);
  const centre = phone ? ` (${phone})` : "";
  const hurt = part && /^(?:los|las) /.test(part) ? "duelan" : "duela";
  const opening = part
    ? inForm(ctx, `Siento que te ${hurt} ${part}, ${name(ctx)}.`, `Siento que le ${hurt} ${part}, ${name(ctx)}.`)
    : inForm(ctx, `Siento que tengas dolor, ${name(ctx)}.`, `Siento que tenga dolor, ${name(ctx)}.`);
  return `${opening} ${inForm(
    ctx,
    `Descansa en una postura cómoda y llama hoy a tu centro de salud${centre}: yo no puedo saber qué es. Si es muy fuerte o va a más, pulsa «Avisar al personal» o llama al 112.`,
    `Descanse en una postura cómoda y llame hoy a su centro de salud${centre}: yo no puedo saber qué es. Si es muy fuerte o va a más, pulse «Avisar al personal» o llame al 112.`,
  )}`;
}

/** "me preocupa mi nieto" -> "tu nieto" / "su nieto". */
function whatWorries(ctx: AssistantContext, message: string): string | null {
  const m = /\b(?:me preocupa|me preocupan|preocupad[oa] por|me da miedo que|pendiente de) ((?:mi|mis) [a-z]+)/.exec(foldSpanish(message));
  return m ? yourRelative(ctx, m[1]) : null;
}

export function worryReply(ctx: AssistantContext, message: string): string {
  const who = whatWorries(ctx, message);
  const opening = who
    ? inForm(ctx, `Entiendo que te preocupe ${who}, ${name(ctx)}.`, `Entiendo que le preocupe ${who}, ${name(ctx)}.`)
    : inForm(ctx, `Entiendo que algo te inquiete, ${name(ctx)}; contarlo ya ayuda.`, `Entiendo que algo le inquiete, ${name(ctx)}; contarlo ya ayuda.`);
  return `${opening} ${inForm(
    ctx,
    "¿Qué es lo que más te preocupa? Si quieres hablarlo con una persona, pulsa «Avisar al personal» y te llamarán.",
    "¿Qué es lo que más le preocupa? Si quiere hablarlo con una persona, pulse «Avisar al personal» y le llamarán.",
  )}`;
}
