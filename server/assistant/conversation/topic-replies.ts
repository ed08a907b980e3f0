// Replies that follow the person's own topic: they take up the words the person used and ask one
// open question about them. Each sentence is written in both forms of address.
import { inForm, yourRelative } from "./address";
import { showKind, type TopicReading } from "./topic-patterns";
import type { AssistantContext, ChatTurn } from "../types";

const name = (ctx: AssistantContext) => ctx.firstName.trim();

/** The first question not asked in the recent turns (the last one when all have been). */
function fresh(options: string[], history: readonly ChatTurn[]): string {
  const said = history.slice(-8).filter((t) => t.role === "assistant").map((t) => t.content);
  return options.find((o) => !said.some((s) => s.includes(o))) ?? options[options.length - 1];
}

function foodReply(ctx: AssistantContext, reading: TopicReading, history: readonly ChatTurn[]): string {
  const opening = reading.key ? `¡Mmm, ${reading.key}! Qué rico, ${name(ctx)}.` : `¡Qué rico, ${name(ctx)}!`;
  const question = fresh(
    [
      inForm(ctx, "¿Es una receta de tu familia o tienes algún truco tuyo?", "¿Es una receta de su familia o tiene algún truco suyo?"),
      inForm(ctx, "¿Quién te enseñó a cocinar así?", "¿Quién le enseñó a cocinar así?"),
      inForm(ctx, "¿Cuál es la comida que más te gusta preparar?", "¿Cuál es la comida que más le gusta preparar?"),
    ],
    history,
  );
  return `${opening} ${question}`;
}

function familyEventReply(ctx: AssistantContext, reading: TopicReading): string {
  const whose = reading.relative ? ` de ${yourRelative(ctx, reading.relative)}` : "";
  const event = reading.key ?? "la noticia";
  const questions: Record<string, [string, string]> = {
    "la boda": ["¿Cuándo es y qué te vas a poner?", "¿Cuándo es y qué se va a poner?"],
    "el cumpleaños": ["¿Cómo lo vais a celebrar?", "¿Cómo lo van a celebrar?"],
    "el aniversario": ["¿Cómo lo vais a celebrar?", "¿Cómo lo van a celebrar?"],
    "el bautizo": ["¿Lo celebrasteis con toda la familia?", "¿Lo celebraron con toda la familia?"],
    "la comunión": ["¿Vais a celebrarlo con toda la familia?", "¿Van a celebrarlo con toda la familia?"],
    "el bebé": ["¿Sabéis ya cómo se va a llamar?", "¿Saben ya cómo se va a llamar?"],
    "la reunión familiar": ["¿Quién va a venir y qué vais a comer?", "¿Quién va a venir y qué van a comer?"],
  };
  const [tu, usted] = questions[event] ?? [
    "Cuéntame más, ¿cómo se ha enterado la familia?",
    "Cuénteme más, ¿cómo se ha enterado la familia?",
  ];
  const ownBirthday = event === "el cumpleaños" && !reading.relative;
  const opening = ownBirthday
    ? `¡Muchas felicidades, ${name(ctx)}!`
    : event === "la noticia"
      ? `¡Qué buena noticia${whose}, ${name(ctx)}!`
      : `¡Qué alegría ${event}${whose}, ${name(ctx)}!`;
  return `${opening} ${inForm(ctx, tu, usted)}`;
}

const PLANNED = /\b(?:me voy|nos vamos|voy a ir|vamos a ir|iremos|ire|este verano|el mes que viene|la semana que viene|quiero ir)\b/;
const LIVED = /\b(?:naci|vivi|vivia|estuve|fui|fuimos|de joven|de nin[oa]|cuando era|me crie|trabaje|trabajaba)\b/;

function placeReply(ctx: AssistantContext, reading: TopicReading, said: string): string {
  const place = reading.key ?? "ese sitio";
  if (place === "tu pueblo") {
    return inForm(
      ctx,
      `¡Qué bonito hablar de tu pueblo, ${name(ctx)}! ¿Cómo se llama y qué es lo que más te gusta de allí?`,
      `¡Qué bonito hablar de su pueblo, ${name(ctx)}! ¿Cómo se llama y qué es lo que más le gusta de allí?`,
    );
  }
  const opening = /^(?:el|la|ese) /.test(place) ? `¡Qué bonito, ${place}, ${name(ctx)}!` : `¡${place}, qué bonito, ${name(ctx)}!`;
  // A trip ahead, a place from the past, or a place the person simply likes.
  const [tu, usted] = PLANNED.test(said)
    ? ["¿Qué es lo que más te apetece hacer allí?", "¿Qué es lo que más le apetece hacer allí?"]
    : LIVED.test(said)
      ? ["¿Qué es lo que más recuerdas de allí?", "¿Qué es lo que más recuerda de allí?"]
      : ["¿Qué es lo que más te gusta de allí?", "¿Qué es lo que más le gusta de allí?"];
  return `${opening} ${inForm(ctx, tu, usted)}`;
}

function tvReply(ctx: AssistantContext, reading: TopicReading): string {
  const show = reading.key ?? "la tele";
  const [tu, usted] = {
    story: ["¿Qué ha pasado? Cuéntame, que me pica la curiosidad.", "¿Qué ha pasado? Cuénteme, que me pica la curiosidad."],
    news: ["¿Qué han contado que te haya llamado la atención?", "¿Qué han contado que le haya llamado la atención?"],
    contest: ["¿Has acertado muchas preguntas?", "¿Ha acertado muchas preguntas?"],
    radio: ["¿Qué estabas escuchando?", "¿Qué estaba escuchando?"],
    match: ["¿Cómo quedó? ¿Ganó tu equipo?", "¿Cómo quedó? ¿Ganó su equipo?"],
    programme: ["¿Qué es lo que más te gusta de ese programa?", "¿Qué es lo que más le gusta de ese programa?"],
  }[showKind(show)];
  return `¡Ah, ${show}, ${name(ctx)}! ${inForm(ctx, tu, usted)}`;
}

function pastReply(ctx: AssistantContext, reading: TopicReading): string {
  const opening = inForm(ctx, `Qué bonito que me cuentes cosas de antes, ${name(ctx)}.`, `Qué bonito que me cuente cosas de antes, ${name(ctx)}.`);
  const question = reading.relative
    ? inForm(ctx, `¿Qué más recuerdas de ${yourRelative(ctx, reading.relative)}?`, `¿Qué más recuerda de ${yourRelative(ctx, reading.relative)}?`)
    : inForm(ctx, "¿Cómo era la vida entonces? Me encantaría saberlo.", "¿Cómo era la vida entonces? Me encantaría saberlo.");
  return `${opening} ${question}`;
}

function bodyReply(ctx: AssistantContext, reading: TopicReading): string {
  const [tu, usted] = {
    "la peluquería": ["¡Seguro que te ha quedado muy bien! ¿Cómo te lo has dejado?", "¡Seguro que le ha quedado muy bien! ¿Cómo se lo ha dejado?"],
    "el pelo": ["Con los años el pelo cambia mucho. ¿Te lo cuidas con algo especial?", "Con los años el pelo cambia mucho. ¿Se lo cuida con algo especial?"],
    andar: ["¡Qué bien que puedas moverte mejor! ¿Sales a pasear a menudo?", "¡Qué bien que pueda moverse mejor! ¿Sale a pasear a menudo?"],
    "las manos": ["Esas manos cuentan muchas historias. ¿En qué has trabajado con ellas?", "Esas manos cuentan muchas historias. ¿En qué ha trabajado con ellas?"],
    "el peso": ["Gracias por contármelo. ¿Cómo te encuentras de apetito estos días?", "Gracias por contármelo. ¿Cómo se encuentra de apetito estos días?"],
    "la vista": ["La vista es muy importante. ¿Cuándo te la revisaron por última vez?", "La vista es muy importante. ¿Cuándo se la revisaron por última vez?"],
    "el oído": ["Oír bien ayuda mucho a estar a gusto. ¿Te lo han mirado en el centro de salud?", "Oír bien ayuda mucho a estar a gusto. ¿Se lo han mirado en el centro de salud?"],
    "los dientes": ["Comer a gusto es importante. ¿Te lo ha mirado el dentista?", "Comer a gusto es importante. ¿Se lo ha mirado el dentista?"],
  }[reading.key ?? ""] ?? [
    "Cuidarse el cuerpo es muy importante. ¿Cómo te encuentras hoy, en general?",
    "Cuidarse el cuerpo es muy importante. ¿Cómo se encuentra hoy, en general?",
  ];
  return `${inForm(ctx, "Te escucho", "Le escucho")}, ${name(ctx)}. ${inForm(ctx, tu, usted)}`;
}

/** The reply that follows the person's topic (food, a family event, a place, the TV, the past, the body). */
export function topicReply(
  ctx: AssistantContext,
  reading: TopicReading,
  history: readonly ChatTurn[],
  said = "",
): string | null {
  switch (reading.topic) {
    case "food":
      return foodReply(ctx, reading, history);
    case "family_event":
      return familyEventReply(ctx, reading);
    case "place":
      return placeReply(ctx, reading, said);
    case "tv":
      return tvReply(ctx, reading);
    case "past":
      return pastReply(ctx, reading);
    case "body":
      return bodyReply(ctx, reading);
    case "other":
      return null;
  }
}
