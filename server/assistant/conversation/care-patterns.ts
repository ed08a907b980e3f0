// What the person asks about their own care (doctor, health centre, the programme's phone) and the
// three worries of the night and the body: sleep, pain, worry. Written against folded clauses, like
// intent-patterns.ts. Rules only: the second reader does not know these intents, so it never
// overrules them.
import type { PhraseRule } from "@shared/domain/chat-topics";

export const CARE_INTENTS = ["care_contacts", "sleep", "pain", "worry"] as const;
export type CareIntent = (typeof CARE_INTENTS)[number];

const rules = (...res: RegExp[]): PhraseRule[] => res.map((re) => ({ re }));
// "¿Cuándo tengo la cita con el médico de cabecera?" asks for the appointment, not for the doctor.
const APPOINTMENT = /\b(?:cita|consulta|cuando|que dia|a que hora|me toca ir|tengo que ir|voy al|ir al)\b/;
const contactRules = (...res: RegExp[]): PhraseRule[] => res.map((re) => ({ re, unless: APPOINTMENT }));

const DOCTOR = String.raw`(?:medic[oa]|doctor[a]?|medico de cabecera|medica de cabecera|medico de familia|pediatra)`;
const CENTRE = String.raw`(?:centro de salud|ambulatorio|consultorio|ambulatorio|centro medico|ambulatori)`;
const PROGRAMME = String.raw`(?:programa|acompana|ayuntamiento|servicios sociales|asistenta social|asistente social|trabajadora social|trabajador social|personal)`;

export const CARE_RULES: Record<CareIntent, PhraseRule[]> = {
  care_contacts: contactRules(
    new RegExp(String.raw`\b(?:quien|cual|como se llama|como se llamaba|el nombre de) (?:es |era )?(?:mi|el|la) ${DOCTOR}\b`),
    new RegExp(String.raw`\bmi ${DOCTOR} (?:como se llama|quien es|cual es)\b|\b(?:mi|el|la) medic[oa] de cabecera\b`),
    new RegExp(String.raw`\b(?:telefono|numero|tlf|tfno|movil)\b(?: \w+){0,3} (?:de |del |de la |de mi |al |a la )?(?:${DOCTOR}|${CENTRE}|${PROGRAMME}|urgencias|enfermer[ao])\b`),
    new RegExp(String.raw`\b(?:a que|que) (?:numero|telefono) (?:llamo|tengo que llamar|se llama|marco)\b|\b(?:cual|cuales) (?:es|son) (?:el|los) (?:telefonos?|numeros?)\b`),
    new RegExp(String.raw`\b(?:cual|donde|como se llama) (?:es |esta )?(?:mi|el) ${CENTRE}\b|\bmi ${CENTRE} (?:cual es|donde esta|como se llama)\b`),
    new RegExp(String.raw`\b(?:como|donde) (?:llamo|puedo llamar|contacto|hablo) (?:al|a la|a los|con el|con la) (?:${CENTRE}|${PROGRAMME}|${DOCTOR})\b`),
  ).concat(
    // "¿A qué ambulatorio me toca ir?" asks which centre, not when: no appointment exception here.
    rules(new RegExp(String.raw`\b(?:a que|que|cual es mi|cual es el) ${CENTRE}\b`)),
  ),
  sleep: rules(
    /\bno (?:puedo|consigo|he podido|pude|logro|he pegado|pego) (?:dormir|ojo|pegar ojo|conciliar)\w*|\bno (?:duermo|dormi|he dormido|me duermo)\b|\b(?:tampoco|ni) (?:he )?peg(?:o|ado|ue) ojo\b/,
    /\b(?:insomnio|desvelad[oa]|me desvelo|me despierto (?:a las|de madrugada|muy pronto|por la noche|varias veces|muchas veces|cada)|duermo (?:fatal|mal|poco|muy poco|muy mal|bastante mal|regular|a ratos)|(?:por la noche|de noche) (?:nada|ni gota|no duermo)|he dormido (?:fatal|mal|poco|muy mal|regular))\b/,
    /\b(?:no me vuelvo a dormir|me cuesta (?:mucho )?dormir\w*|me cuesta (?:mucho )?(?:coger|conciliar) el sueno|paso (?:las|la) noches? en vela|noche en (?:vela|blanco)|dando vueltas en la cama|no descanso)\b/,
    /\b(?:pastillas? para dormir|para poder dormir|como puedo dormir|dormir mejor|que hago para dormir)\b/,
  ),
  pain: rules(
    /\bme (?:duele|duelen|dolia|dolian|ha empezado a doler|esta doliendo|estan doliendo)\b/,
    /\b(?:tengo|noto|siento) (?:un |unos |mucho |algo de |bastante )?(?:dolorcillos?|dolorcitos?|molestias?|punzadas?)\b|\b(?:tengo|noto|siento) (?:un |mucho |algo de |bastante )?dolor(?:es)?\b|\bdolor(?:es)? (?:de|en) (?:la|el|los|las|mi|mis)\b/,
    /\b(?:que (?:me )?(?:tomo|hago|puedo hacer|puedo tomar) (?:para|con) (?:el|la|este|esta|los|las) (?:dolor|rodilla|espalda|cadera|cabeza|muela|pie|pierna|hombro|cuello|brazo)\w*)\b/,
    // Worn out from work: "la espalda hecha polvo de barrer", "la espalda cargada de cavar".
    /\b(?:espalda|rodillas?|cadera|piernas?|hombros?|cuello|brazos?|rinones|lumbares) (?:hech[oa]s? polvo|cargad[oa]s?|molid[oa]s?|destrozad[oa]s?|machacad[oa]s?)\b/,
    /\b(?:lumbago|ciatica|artrosis|reuma|reumatismo|me crujen|contractura|tortícolis|torticolis)\b/,
    // "La rodilla me da guerra": a body part that "gives war" is a pain (a grandson who does is not).
    /\b(?:rodillas?|espalda|cadera|piernas?|hombros?|cuello|pies?|manos?|muelas?|cabeza|estomago|tripa|riñones|rinones|huesos|lumbares)\b(?: \w+){0,3} me (?:da|dan|esta dando|estan dando|tiene|tienen) (?:mucha |la |mucha la )?(?:guerra|lata)\b/,
  ),
  worry: rules(
    /\b(?:me preocupa|me preocupan|me tiene preocupad[oa]|me tienen preocupad[oa]|estoy preocupad[oa]|ando preocupad[oa]|me quita el sueno)\b/,
    // Southern speech drops the d: "estoy preocupá", "ando preocupaa"; money that may not last.
    /\b(?:estoy|ando|estaba) (?:muy |un poco |algo )?preocupa\b|\bno se si me (?:llegara|alcanzara|va a llegar|va a alcanzar)\b/,
    /\b(?:estoy|ando|me siento|me noto) (?:muy |un poco |algo |bastante )?(?:nervios[oa]|intranquil[oa]|inquiet[oa]|angustiad[oa]|agobiad[oa]|con (?:miedo|angustia|ansiedad|nervios))\b/,
    /\b(?:tengo|me da|me entra) (?:mucho |un poco de |algo de )?(?:miedo|angustia|ansiedad|nervios|preocupacion)\b|\b(?:que (?:le )?pase algo|no se que va a pasar|le habra pasado algo)\b/,
    /\b(?:le doy (?:muchas )?vueltas|(?:no paro de|no dejo de) (?:pensar|darle vueltas|dar vueltas)|estoy pendiente de|me angustia|me agobia|me da miedo)\b/,
  ),
};

/** Which of the person's care data is asked about: the programme, the health centre, the doctor, or all. */
export function careContactAsked(folded: string): "programme" | "centre" | "doctor" | "all" {
  if (new RegExp(String.raw`\b${PROGRAMME}\b`).test(folded)) return "programme";
  if (new RegExp(String.raw`\b${CENTRE}\b|\burgencias\b|\benfermer`).test(folded)) return "centre";
  if (/\b(?:telefono|numero|tlf|tfno|llamo|llamar)\b/.test(folded) && new RegExp(String.raw`\b${DOCTOR}\b`).test(folded)) return "centre";
  if (new RegExp(String.raw`\b${DOCTOR}\b`).test(folded)) return "doctor";
  return "all";
}
