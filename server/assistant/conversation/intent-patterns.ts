// What the rule engine recognises, written against folded clauses (no accents, lower case, ñ -> n).
// Order matters: the first intent with an affirmed match wins.
import type { PhraseRule } from "@shared/domain/chat-topics";
import type { CareIntent } from "./care-patterns";
import type { TopicIntent } from "./topic-patterns";

/** The intents the second reader is trained on (its labels); the rules also know CARE_INTENTS and topics. */
export const INTENTS = [
  "about_assistant",
  "talk_to_person",
  // Before call_family: "recuérdame llamar a mi hija" asks for a reminder, not a call.
  "add_reminder",
  "call_family",
  "joke",
  "weather",
  "appointment",
  "tomorrow_agenda",
  "medicines",
  "program_activities",
  "goodbye",
  "today_agenda",
  "date_time",
  "memory_exercise",
  "unread_messages",
  "loneliness",
  "family_names",
  "health_complaint",
  "positive_mood",
  "thanks",
  "greeting",
  "small_talk",
] as const;
export type ReaderIntent = (typeof INTENTS)[number];
export type Intent = ReaderIntent | CareIntent | TopicIntent;

/**
 * The reader's label for a corpus label it was not trained on: a topic is small talk to it and a
 * pain is feeling unwell (the rules tell them apart first). Care questions, sleep and worry are
 * left out of its training: read as low mood they taught it that "no …" is sadness.
 */
export function readerLabelOf(label: string): string {
  if (label.startsWith("topic:")) return "small_talk";
  return label === "pain" ? "health_complaint" : label;
}

/** The order the phrase rules are tried in: the first intent with an affirmed match wins. */
export const RULE_ORDER: readonly (Exclude<ReaderIntent, "small_talk"> | CareIntent)[] = [
  "about_assistant",
  "talk_to_person",
  "add_reminder",
  "call_family",
  // Before appointment and medicines: "el teléfono del médico" asks for a number, not a date.
  "care_contacts",
  "joke",
  "weather",
  "appointment",
  "tomorrow_agenda",
  "medicines",
  "program_activities",
  "goodbye",
  "today_agenda",
  "date_time",
  "memory_exercise",
  "unread_messages",
  // Before loneliness and health_complaint: a bad night, a pain or a worry get their own answer.
  "sleep",
  "pain",
  "worry",
  "loneliness",
  "family_names",
  "health_complaint",
  "positive_mood",
  "thanks",
  "greeting",
];

const rules = (...res: RegExp[]): PhraseRule[] => res.map((re) => ({ re }));

/** A loss: someone close has died ("mi marido murió hace un mes", "me quedé viuda"). */
export const GRIEF =
  /\b(?:mi|mis) (?:marido|mujer|esposo|esposa|hij[oa]s?|herman[oa]s?|madre|padre|amig[oa]s?|vecin[oa]|compan[e]?r[oa]|novio|niet[oa]|perr[oa]|gat[oa])\b(?: \w+){0,3} (?:murio|fallecio|ha muerto|ha fallecido|se murio|se ha muerto|nos dejo|se nos fue)\b|\b(?:murio|fallecio|perdi a|enterre a|enterramos a) (?:a )?mi\b|\bviud[oa]\b|\b(?:entierro|funeral|luto)\b/;

export const INTENT_RULES: Record<Exclude<ReaderIntent, "small_talk">, PhraseRule[]> = {
  about_assistant: rules(
    // Not "qué eres de buena" or "eres una chica muy maja": those are compliments.
    /\b(?:como te llamas|quien eres|tu quien eres|cual es tu nombre|tienes nombre)\b|\bque eres(?: tu)?$/,
    /\beres (?:una |un )?(?:persona|humana?|de verdad|real|maquina|robot|ordenador|programa)\b/,
    /\b(?:cuantos anos tienes|tienes (?:familia|hijos|marido|novio|novia|nietos)|donde vives|te quiero(?! \w+(?:ar|er|ir)\b)|me quieres|eres mi amiga?)\b/,
    /\b(?:no entiendo como funciona|como funciona esto|para que sirve esto|que puedo hacer (?:aqui|contigo)|que sabes hacer|como se usa esto)\b/,
  ),
  talk_to_person: rules(
    /\b(?:hablar|charlar) con (?:alguien|una persona|un humano|una humana|alguien de verdad|el personal|la trabajadora social|la asistenta social|la enfermera)\b/,
    /\bque me llame (?:alguien|una persona|el personal|la trabajadora social|la asistenta|la enfermera)\b|\bpasame con (?:alguien|una persona)\b/,
    // "¿Hay alguien del programa que me pueda llamar?"
    /\balguien (?:del programa |del centro |de servicios sociales |de la asociacion )?que me (?:pueda |podria |quiera )?llam(?:e|ar)\b/,
  ),
  call_family: rules(
    /\b(?:llama|llamame|llamar|llamas|puedes llamar|podrias llamar) a (?:mi |mis )?(?:hij|niet|famili|herman|sobrin|marido|mujer|yerno|nuera)\w*/,
    /\b(?:ayudas|ayudame|me ayudas|me ayudarias) a (?:escribir|mandar|enviar)\w*/,
    // "Quiero hablar con mi hija": the family button, whoever is named.
    /\b(?:quiero|quisiera|me gustaria|necesito|puedo|podria|deseo|tengo ganas de|querria) (?:hablar|charlar|ver|llamar) (?:con |a )?(?:mi |mis )(?:hij|niet|famili|herman|sobrin|marido|mujer|yerno|nuera|bisniet|prim|cunad)\w*/,
    /\bque me (?:llame|llamen|escriba|escriban) (?:mi |mis )(?:hij|niet|famili|herman|sobrin|yerno|nuera|bisniet)\w*/,
    // "Ponme con mi hermana", "pásame con mi hijo": put through, as on the phone.
    /\b(?:ponme|pasame|me pones|me pasas|conectame|comunicame) con (?:mi |mis )?(?:hij|niet|nin|famili|herman|sobrin|marido|mujer|yerno|nuera|bisniet|prim|cunad)\w*/,
    // Put through to someone named: "ponme con la Maribel", "pásame con el Antonio".
    /\b(?:ponme|pasame|me pones|me pasas) con (?:el|la) (?!tele|radio|television|musica|novela)[a-z]+\b/,
  ),
  add_reminder: rules(
    // Not "recuérdame qué tengo hoy" or "recuérdame qué pastillas me tocan": those ask.
    /\b(?:recuerdame|recordarme|apuntame|apuntarme|apunta|apuntar|avisame|avisarme|anotame|anotarme|anota) (?!(?:que|cuando|a que hora|cual|cuales|si) (?:tengo|me toca|toca|hay|pastillas?|medicinas?|citas?|dia|hora|es|son)\b)(?:que|de|a las|manana|el|la|lo|\w+(?:ar|er|ir))\b/,
    /\b(?:pon|ponme|crea|creame|anade|anademe) (?:un |una )?(?:recordatorio|aviso|alarma)\b/,
    // "Anota que tengo peluquería el viernes": writing down, never a question.
    /\b(?:apunta|anota|apuntame|anotame) que tengo (?!que\b)\w+/,
    // "Apunta que tengo que comprar pan", "pon que mañana viene el del butano": things to write down.
    /\b(?:apunta|anota|apuntame|anotame) que tengo que \w+/,
    /\b(?:pon|ponme|ponlo) que (?:manana|hoy|el lunes|el martes|el miercoles|el jueves|el viernes|el sabado|el domingo|a las)\b/,
  ),
  joke: rules(
    /\b(?:chistes?|chistecitos?|algo gracioso|(?:hazme|me haces|hacerme|para) reir\w*|una gracia|algo divertido|me cuentas algo de risa)\b/,
    /\b(?:me haga|me hagas|que haga) reir\b|\b(?:cosa|algo|cosita) de risa\b|\bjaimito\b|\bgracieta\b|\bchascarrillos?\b|\balegra(?:me|r) (?:la|el) (?:tarde|manana|dia)\b|\b(?:para|pa) reir(?:me|nos)?\b|\b(?:cuentame|dime|sabes) (?:uno|otro|alguno) (?:verde|de)\b/,
  ),
  weather: rules(
    /\bque tiempo\b/,
    /\btiempo (?:hace|va a hacer|hara|tenemos)\b/,
    /\b(?:cuantos grados|que temperatura) (?:hace|hay|tenemos|hara)\b|\bcomo (?:esta|esta hoy|va) el dia\b/,
    /\bva a (?:helar|nevar|granizar)\b|\bcuantos grados\b|\b(?:soplando|amaina|orballo|llovizna|niebla|tormenta|levante|poniente|cierzo|tramontana)\b/,
    /\b(?:caera|va a caer|caiga) agua\b|\b(?:crees|sabes) (?:que|si) (?:llovera|va a llover|hara)\b/,
    /\b(?:va a|vaya a|ira a) llover\b|\bllovera\b|\bllueve\b/,
    /\b(?:el clima|la temperatura|el pronostico|parte del tiempo|prevision del tiempo)\b/,
    /\b(?:hace|hara|va a hacer) (?:mucho )?(?:frio|calor|sol|viento|bueno|malo)\b/,
    /^(?:dime |como esta |como va )?el tiempo\b|\b(?:clima|temperatura|paraguas|abrigarme|nevar|nieva|nevara|saldra el sol|va a estar el dia)\b/,
  ),
  appointment: rules(
    /\b(?:cita|citas|consulta)\b/,
    /\b(?:cuando|que dia|a que hora) (?:tengo que ir|voy|me toca ir|me ve|me toca) (?:al|a la) (?:medic\w*|doctor\w*|ambulatorio|centro de salud|hospital|enfermer\w*|oculista|dentista)\b/,
    /\b(?:cuando|que dia) (?:viene|me ve|me toca) (?:el|la) (?:medic\w*|doctor\w*|enfermer\w*)\b/,
    /\b(?:tengo|toca|me toca) (?:el |la )?(?:proxima |siguiente )?(?:medic[oa]|doctora?|revision|dentista|oculista|analisis|podologo|cardiologo|traumatologo|oftalmologo|dermatologo|especialista|fisio|fisioterapeuta|enfermera)\b/,
    /\b(?:cuando|que dia|a que hora|era) (?:\w+ ){0,2}(?:lo del|lo de la|el del|el|la) (?:cardiologo|traumatologo|dentista|oculista|oftalmologo|dermatologo|podologo|ginecologo|urologo|neurologo|reumatologo|especialista|analisis|revision|medic[oa]|doctora?)\b/,
    /\b(?:cardiologo|traumatologo|dentista|oculista|oftalmologo|dermatologo|podologo|especialista) (?:era|es) el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b/,
  ),
  tomorrow_agenda: rules(
    /(?<!\b(?:esta|la|por la|de la) )\bmanana\b.*\b(?:viene|vienen|estoy libre|libre)\b/,
    /\bque (?:tengo|hay|me toca)(?: que hacer)? (?:para )?manana\b/,
    /\b(?:recordatorios?|planes|agenda) (?:de|para) manana\b/,
    /^y (?:para )?manana$/,
    /^(?=.*(?<!\b(?:esta|la|por la|de la) )\bmanana\b)(?=.*\b(?:tengo|toca|hay|pendiente|recordatorios?|recuerdame|apuntado|tenemos|lo de|planes|agenda|que hacer)\b)/,
  ),
  medicines: rules(
    /\b(?:tengo que|me toca|me falta|me queda|he de|debo) tomar\b|\btengo (?:medicinas|pastillas) que tomar\b/,
    /\b(?:me he tomado|he tomado|me tome|ya tome)\b/,
    /\b(?:que|cuales|cuantas|alguna|algun|las|mis) (?:pastillas?|medicinas?|medicamentos?|medicacion)\b/,
    /\b(?:pastillas?|medicinas?|medicamentos?) (?:me tocan|tengo|por tomar|pendientes?)\b/,
    /\b(?:me he tomado|he tomado|tomado ya|me toca|se me olvido|me olvide|recuerdame) (?:ya )?(?:la|las|el|los|mis) (?:de la tension|pastillas?|medicinas?|medicamentos?|omeprazol|sintrom|insulina|pastilla de|de la manana|de la noche|del azucar)\b/,
    /\b(?:a que hora|cuando) (?:me toca|tomo|me tomo|es) (?:la|las|el|los) (?:pastillas?|medicinas?|gotas|insulina|jarabe|\w+ de la (?:tension|azucar))\b|\b(?:a que hora|cuando) (?:me toca|tomo|me tomo) (?:la|las|el|los) \w+/,
    /\b(?:me toca|tengo que) (?:ya )?(?:echarme|ponerme|tomarme)\b/,
    // "La de la tensión ¿me la tomo por la mañana o por la noche?": when, for a named medicine.
    /\b(?:la|las|el|los) (?:de|del) (?:la )?(?:tension|azucar|colesterol|corazon|tiroides|estomago|dormir)\b.*\b(?:me la|me las|me lo|me los) (?:tomo|tomas|toca)\b/,
    /\b(?:tengo que|me toca|debo) (?:tomar|echar|poner)(?:me)? (?:la|las|el|los|mis) (?:gotas|pastillas?|insulina|inhalador|parche|crema|jarabe)\b|\brecuerdame (?:tomar|echarme|ponerme)\b|\b(?:la|mi) medicacion\b/,
  ),
  program_activities: rules(
    /\b(?:actividades|actividad|taller(?:es)?|excursion\w*|tertulias?|paseos? en grupo)\b(?=.*\b(?:hay|programa|proxim\w*|cuando|que|ayuntamiento|centro|apuntarme|semana)\b)/,
    /\b(?:proxim[oa]s?|que|cuales|alguna|algun) (?:actividades|actividad|taller(?:es)?|excursion\w*|tertulias?)\b/,
    /\b(?:que|cuando) (?:hay|organiza\w*|hace\w*) (?:en )?(?:el programa|el ayuntamiento|el centro de mayores|el hogar)\b/,
    /\b(?:apuntarme|apuntar) (?:al|a la|a) \w+|\b(?:gimnasia|baile|bailes|yoga|manualidades|charla|coro|petanca) (?:para mayores|del programa|del centro|del ayuntamiento|este|esta|el|hoy|manana)\b|\bhay (?:baile|gimnasia|yoga|manualidades|charla|excursion|coro)\b/,
    /\b(?:empieza|es|hay) (?:el|la) (?:taller|gimnasia|baile|charla|excursion)\b|\ben el programa\b|\bdel programa\b|\bhay (?:alguna |algun )?(?:charla|curso|taller)\b/,
  ),
  today_agenda: rules(
    /\bque (?:tengo|hay|me toca)(?: que hacer)? (?:hoy|para hoy|pendiente|que hacer)\b/,
    /\bque tengo que hacer\b|\bque me toca\b|\bplanes (?:de|para) hoy\b/,
    /\bque (?:tengo|tenia|hay) (?:apuntado|anotado)(?: para)? hoy\b/,
    /\b(?:viene|vendra) alguien (?:hoy|esta manana|esta tarde)\b|\bhoy viene alguien\b/,
    /\b(?:mis |los )?recordatorios?\b|\bagenda\b/,
    /\b(?:tengo|hay) (?:alguna |algo |que tomar )?(?:cita|citas|medico|pastillas?|medicinas?)\b/,
    /\b(?:tengo que tomar|me he tomado|he tomado ya|me toca tomar)\b/,
    /\ba que hora (?:es|tengo|tomo|me toca) (?:la |el |mi |las |mis )?(?:cita|pastilla|medic\w*|recordatorio)/,
    /\b(?:pastillas?|medicinas?|medicamentos?) (?:me tocan|tengo|por tomar)\b|\bme (?:toca|queda) (?:algo|alguna)\b/,
    /\btengo algo pendiente\b|\bque me queda por hacer\b|^hoy que tengo\b|\bque tenga que hacer\b/,
    /^que tengo (?:hoy|esta (?:manana|tarde|noche))\b|\btengo algo (?:hoy|esta (?:manana|tarde|noche))\b|\bque tenia (?:yo )?que hacer\b|\bplanes tengo (?:para )?hoy\b/,
    /^hoy tengo algo\b|\bplan(?:es)? de hoy\b|\bhoy viene (?:la|el|alguien)\b|\btengo algo (?:\w+ )?(?:para )?(?:hoy|esta (?:tarde|manana|noche))\b|\blo que tengo (?:para )?hoy\b|\bo tengo algo$|\btengo algo$/,
  ),
  date_time: rules(
    /\bque dia (?:de la semana )?(?:es|sera|estamos|tenemos)\b/,
    /\b(?:a que (?:dia )?estamos|que fecha|la fecha|en que (?:dia|mes|ano) estamos)\b/,
    /\bque hora (?:es|sera|tienes)\b|\b(?:dime|decirme|sabes|me dices) la hora\b|^la hora$/,
    /\b(?:hoy es|estamos a|estamos en) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) o\b/,
    /\ba cuantos estamos\b|\b(?:es|estamos a) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b(?=.*\bhoy\b)|^hoy es (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)$/,
  ),
  memory_exercise: rules(
    /\bejercicios? (?:de|para) (?:la )?(?:memoria|mente|cabeza)\b/,
    /\b(?:memoria|crucigramas?|adivinanzas?|sudokus?|sopa de letras)\b/,
    /\b(?:jugar|juego|juegos|juguemos|entrenar (?:la )?(?:mente|cabeza))\b/,
    /\bse me olvidan las cosas\b/,
    /\bgimnasia mental\b|\bejercitar (?:el coco|la cabeza|la mente|la memoria)\b|\b(?:hazme|hagame) (?:unas |algunas )?preguntas\b/,
  ),
  unread_messages: rules(
    /\bmensajes?\b/,
    /\b(?:alguien|nadie) me ha escrito\b|\bme ha escrito (?:alguien|mi)\b|\bha (?:mandado|escrito|enviado) algo (?:mi|el|la)\b/,
    /\bsin leer\b|\bme ha llegado (?:algo|un|una|mensaje)\b|\bha escrito (?:algo|alguien) (?:mi|el|la)\b|\b(?:que|lo que) me ha (?:mandado|escrito|enviado) (?:mi|el|la)\b|\bme han? (?:mandado|escrito) algo\b/,
    /\b(?:escribir|mandar|enviar) (?:algo |una nota )?a mi (?:hij|niet|familia)/,
  ),
  loneliness: rules(
    /\b(?:triste|tristeza|soledad|deprimid[oa]|desanimad[oa]|angustiad[oa]|bajo de animo|baja de animo)\b/,
    /\b(?:me siento|estoy|me encuentro|me quedo|tan|muy|vivo)(?: (?:un poco|muy|tan|bastante|algo|mas|super))? sol[oa]\b/,
    /\b(?:echo (?:mucho )?de menos|extrano (?:a|mucho)|nadie me (?:llama|visita|quiere|escucha|hace caso))\b/,
    /\b(?:no me (?:llama|llaman|visita|visitan|escribe|escriben|hace caso|hacen caso)|no viene(?:n)? a verme|no tengo con quien hablar)\b/,
    /\b(?:aburrid[oa]|me aburro|aburrimiento|miedo|asustad[oa]|preocupad[oa]|nervios[oa]|no (?:puedo|consigo|he podido|pude) dormir|no pego ojo|no duermo|duermo (?:fatal|mal|poco)|insomnio|desvelad[oa])\b/,
    /\b(?:se (?:murio|fue|me fue)|fallecio|he perdido a|perdi a)\b|\b(?:luto|duelo|aniversario de)\b/,
    GRIEF,
    /\b(?:llor(?:o|ando|ar|e)|no estoy bien|no tengo ganas de nada|se me hace (?:muy )?larga)\b/,
    /\b(?:de bajon|apenad[oa]|agobiad[oa]|decaid[oa]|chafad[oa]|sin animo)\b|\bse me hacen? (?:muy |tan )?(?:larg\w+|grande|eterna\w*)\b/,
    /\bnadie (?:viene|me viene) a verme\b|\bno me vuelvo a dormir\b|\bme despierto (?:a las|de madrugada|muy pronto)\b/,
    /\b(?:me hace falta|necesito|echo de menos) (?:un poco de |algo de )?(?:compana|compania)\b|\bla casa (?:esta )?(?:muy |tan )?vacia\b/,
    /\bno (?:viene|me visita|me llama) nadie\b|\b(?:estoy|me siento|me quedo|vivo|me encuentro)(?: (?:muy|tan|un poco|mas))? sol(?:it|ic|in)[oa]\b|\bno (?:he hablado|hablo) con nadie\b|\bno tengo a nadie\b/,
  ),
  family_names: rules(
    /\bcomo se llaman? (?:mi|mis) (?:hij|niet|famili|sobrin|yerno|nuera|bisniet)\w*/,
    /\bquien(?:es)? (?:es|son) (?:mi|mis) (?:familia|familiares|hij\w*|niet\w*|sobrin\w*)\b/,
    /\b(?:los nombres|el nombre|nombres) de (?:mi|mis) (?:familia|familiares|hij\w*|niet\w*)\b/,
    /\b(?:quien|quienes) (?:esta|estan) en mi familia\b|\bquien es mi familia\b/,
    /\bel nombre de mi\b|\bmi (?:yerno|nuera|nieto|nieta|sobrino|sobrina|bisnieto|bisnieta) se llama \w+ o\b|\b(?:los nombres|nombres) de mis\b|\b(?:hij|niet|bisniet|sobrin|yerno|nuera|novi)\w*\b.*\bcomo se llama\b/,
    /\b(?:cual era|cual es|como era) el nombre del?\b|\bcomo se (?:llaman?|llamaban?) (?:los|las|el|la) (?:hij|niet|novi|marido|mujer|sobrin|yerno|nuera)\w*|\bel (?:novio|marido|hijo|nieto) de (?:la |el |mi )?\w+ como se llamaba\b/,
  ),
  health_complaint: rules(
    /\bme (?:duele|duelen|dolia|molesta|molestan)\b|\bdolor(?:es)?\b/,
    /\b(?:me encuentro|me siento|estoy) (?:muy |un poco |algo )?(?:mal|malo|mala|enferm[oa]|pachuch[oa]|fatal)\b/,
    /\bno me (?:encuentro|siento) bien\b/,
    /\b(?:malit[oa]|molestias?)\b/,
    /\b(?:fiebre|tos|catarro|resfriad[oa]|gripe|mareos?|maread[oa]|me mareo)\b/,
    /\b(?:espalda|rodillas?|cadera|pies|piernas|cabeza|estomago|tripa|cuerpo) (?:fatal|mal|hech[oa] polvo|cansad[oa]|cortad[oa]|malo|fastidiad[oa]|molid[oa]|pesad[oa]|revuelt[oa])\b/,
    /\b(?:acatarrad[oa]|constipad[oa]|estomago revuelto|(?:piernas|pies|tobillos|manos) (?:muy )?hinchad\w*|me pica|me pican|picores?|estreni(?:d[oa]|a|o)|diarrea|ardor)\b/,
  ),
  positive_mood: rules(
    /\b(?:estoy|me encuentro|me siento) (?:muy |super )?(?:bien|content[oa]|feliz|alegre|genial|estupendamente)\b/,
    /\b(?:que alegria|estupendo|fenomenal|genial|de maravilla|muy bien)\b/,
    /\bque (?:bien|contenta|contento|feliz|alegre) (?:me encuentro|me siento|estoy)\b|\b(?:de (?:muy )?buen humor|tarde estupenda|dia estupendo|estupenda)\b/,
    /\bmas (?:content[oa]|feliz) que\b|\bbuen animo\b|\b(?:mucha|con) energia\b|\banimadisim[oa]\b|\bbuenisim[oa]\b/,
    /\b(?:estoy|ando|me siento|me encuentro) (?:muy |tan |bien )?animad[oa]\b|\bcomo unas castanuelas\b/,
    // "Me he levantado como una rosa", "qué buen día tengo hoy", "qué a gusto estoy".
    /\bcomo una rosa\b|\bque buen dia (?:tengo|llevo|estoy pasando)\b|\bque a gusto (?:estoy|me encuentro|me siento)\b/,
  ),
  thanks: rules(/\b(?:gracias+|te lo agradezco|muy amable|que amable|dios te lo pague)\b/),
  goodbye: rules(
    /\b(?:adios|hasta (?:luego|lueguito|pronto|manana|la vista|otra)|nos vemos|chao|chau|me voy ya|me despido|luego hablamos|hablamos luego|te dejo|le dejo|agur|abur|gero arte|hasta otro rato|hasta la proxima|cuidate|que descanses|que descanse)\b/,
  ),
  greeting: rules(
    /^(?:hola+|holi|buenos dias+|buenas|buenos dias|buenas tardes|buenas noches|saludos|hey|ey hola|muy buenas)\b/,
    /\b(?:como estas|que tal estas|que tal)\b/,
  ),
};

/** Intents that answer a request; a greeting or sad words in the same message only add a prefix. */
export const REQUEST_INTENTS: ReadonlySet<Intent> = new Set<Intent>([
  "about_assistant",
  "care_contacts",
  "talk_to_person",
  "call_family",
  "add_reminder",
  "joke",
  "weather",
  "today_agenda",
  "tomorrow_agenda",
  "medicines",
  "program_activities",
  "family_names",
  "appointment",
  "date_time",
  "memory_exercise",
  "unread_messages",
]);

export const DATE_WORDS = /\b(?:dia|fecha|estamos|mes|ano)\b/;
export const TIME_WORDS = /\bhora\b/;
export const TOMORROW = /(?<!\b(?:esta|la|por la|de la) )\bmanana\b/;
export const HOW_ARE_YOU = /\b(?:como estas|que tal estas)\b/;
