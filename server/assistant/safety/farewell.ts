// A goodbye said as a plan for tonight or tomorrow, without a word of dying: "mañana ya no abriré los
// ojos", "esta noche me marcho para no volver", "no me volveréis a ver", "hoy es mi último día". Read on
// the folded clauses the context rules keep, as one text. A trip, an errand, a move or a place that
// explains the going ("me voy al pueblo para siempre", "mañana no estaré, tengo médico") makes it
// everyday talk, even in another clause of the message.

const FAREWELLS: RegExp[] = [
  // Not waking, not seeing tomorrow ("no me despertaré hasta las diez" is sleeping in).
  /\bno (?:me )?(?:despertare|amanecere)\b(?! (?:hasta|antes|temprano|pronto|tarde|a las|si|con|porque))/,
  /\bno (?:abrire|volvere a abrir) (?:mas )?los ojos\b|\bno (?:vere|llegare a) (?:el dia de )?manana\b/,
  // Going for good: "me voy para siempre", "me marcho para no volver", "adiós para siempre".
  /\b(?:me voy|me marcho|me ire|me marchare|os dejo|te dejo|les dejo|adios|me despido)\b(?: \w+){0,3} (?:para|pa) (?:siempre|no volver)\b(?! (?:de|del)\b)/,
  // Not to be seen again, not to be here: "no me volveréis a ver", "cuando vengáis ya no estaré".
  // Seen or found somewhere, or until some day, is not a goodbye: "no me vais a ver por la asociación".
  /\b(?:(?:no|nunca)(?: mas)? (?:me )?(?:volvereis|volveras|volveran|volvera)|no me (?:vais|vas|van|vayais)) a (?:ver|encontrar)\b(?! (?:mas )?(?:por|en|el|la|los|las|este|esta|hasta|a|al|con)\b)/,
  /\b(?:ya no|manana no|pronto no|no) (?:estare|estara)\b(?! (?:en|por|para|hasta|a|al|con|de)\b)/,
  /\bcuando (?:leais|lees|lea|lean|vengais|vengas|vengan|volvais|vuelvas|os levanteis) (?:esto )?(?:ya )?(?:sera (?:demasiado )?tarde|me habre ido)\b/,
  // The last night, day or message: "esta será mi última noche", "es la última vez que os escribo".
  /\bmi (?:ultima noche|ultimo dia)\b(?! (?:de|del|en|con|trabajando|aqui de))/,
  /\b(?:es|sera) la ultima vez que (?:os|te|les|le) (?:escribo|hablo|llamo|veo)\b(?! (?:hoy|por hoy|esta (?:noche|semana)|hasta))/,
];

// What explains going away or not being here: a trip, an errand, a move, a place, a time to be back.
const EXPLAINED =
  /\b(?:viaje|vacaciones|excursion|imserso|medico|medica|hospital|residencia|pueblo|playa|mudo|mudanza|mudamos|a vivir|me cambio|traslado|casa de|centro|cine|compra|mercado|misa|peluqueria|boda|bautizo|fiesta|hotel|balneario|curso|taller|coro|hasta (?:el|la|las|manana|luego|pronto|la vuelta))\b/;
// Going to a named place: "me voy a Valladolid para siempre" (not "a dormir": a verb ends in -ar, -er, -ir).
const TO_A_PLACE = /\b(?:voy|marcho|ire|vamos|vuelvo) (?:a vivir )?(?:al|a la|a (?!\w+(?:ar|er|ir)\b)\w+)\b/;

/** Whether the message's kept clauses say goodbye for good, with nothing that explains the going. */
export function isFarewell(clauses: readonly string[]): boolean {
  const text = clauses.join(" , ");
  return FAREWELLS.some((re) => re.test(text)) && !EXPLAINED.test(text) && !TO_A_PLACE.test(text);
}
