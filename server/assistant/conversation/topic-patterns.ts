// The person's own topic when no request or mood was recognised: food, a family event, a place,
// the TV, the past, the body. Each reading keeps the words the person used ("lentejas", "la boda",
// "Sevilla") so the reply can take them up. Written against the folded message.

export const TOPICS = ["family_event", "tv", "past", "place", "food", "body"] as const;
export type Topic = (typeof TOPICS)[number] | "other";
export type TopicIntent = `topic:${Topic}`;
export const TOPIC_INTENTS: readonly TopicIntent[] = [...TOPICS.map((t) => `topic:${t}` as const), "topic:other"];

/** A topic and the words that name it, as the reply should say them; relative as written ("mi nieta"). */
export type TopicReading = { topic: Topic; key?: string; relative?: string };

const RELATIVE =
  /\b(?:mi|mis) (hij[oa]s?|niet[oa]s?|bisniet[oa]s?|sobrin[oa]s?|herman[oa]s?|yerno|nuera|marido|mujer|espos[oa]|consuegr[oa]|prim[oa]s?|cunad[oa]|madre|padre|amig[oa]s?|vecin[oa])\b/;

/** Folded family event words -> the phrase with its article. */
const EVENTS: [RegExp, string][] = [
  [/\b(?:boda|bodas|se casa|se casan|casamiento|me caso|nos casamos)\b/, "la boda"],
  [/\b(?:bodas de oro|bodas de plata|aniversario)\b/, "el aniversario"],
  [/\b(?:cumpleanos|cumple|cumplo|cumplira|cumple anos|mi santo|su santo)\b/, "el cumpleaños"],
  [/\b(?:bautizo|bautizar|bautiza|bautizaron|bautizan)\b/, "el bautizo"],
  [/\b(?:comunion|primera comunion)\b/, "la comunión"],
  [/\b(?:embarazada|va a tener un bebe|ha nacido|nacera|va a nacer|ha dado a luz|dar a luz|voy a ser bisabuel[oa]|voy a ser abuel[oa])\b/, "el bebé"],
  [/\b(?:graduacion|se gradua|ha terminado la carrera|ha acabado la carrera|oposiciones|aprobado|ha aprobado)\b/, "la noticia"],
  [/\b(?:reunion familiar|comida familiar|nos juntamos|nos reunimos|nochebuena|nochevieja|comemos (?:en casa de|con) (?:mi|mis)|vienen (?:todos )?a comer)\b/, "la reunión familiar"],
];

const SHOWS: [RegExp, string, "story" | "news" | "contest" | "radio" | "match" | "programme"][] = [
  [/\b(?:viendo|vi|visto|viste|ver|veo) (?:el|un|los) (?:partido|partidos|futbol)\b/, "el partido", "match"],
  [/\b(?:telenovela|la novela|culebron)\b/, "la novela", "story"],
  [/\bserie\b/, "la serie", "story"],
  [/\bpelicula|peli\b/, "la película", "story"],
  [/\bpasapalabra\b/, "Pasapalabra", "contest"],
  [/\bruleta(?: de la suerte)?\b/, "La ruleta de la suerte", "contest"],
  [/\bsaber y ganar\b/, "Saber y ganar", "contest"],
  [/\bconcurso\b/, "el concurso", "contest"],
  [/\b(?:telediario|noticias|informativo|el parte)\b/, "las noticias", "news"],
  [/\bdocumental\b/, "el documental", "news"],
  [/\bel programa (?:de|del|ese|este)\b|\bese programa\b|\bun programa de\b/, "ese programa", "programme"],
  [/\b(?:la radio|el transistor|la emisora)\b/, "la radio", "radio"],
  [/\b(?:la tele|television|programa de la tele|en la tele|la 1|antena 3|telecinco|tele 5)\b/, "la tele", "story"],
];

const PAST =
  /\b(?:de joven|de jovencit[oa]|de nin[oa]|de pequen[oa]|de chic[oa]|de moz[oa]|de cri[ao]|cuando (?:yo )?era (?:joven|nin[oa]|pequen[oa]|moz[oa]|chic[oa]|cri[ao]|soltera?o?)|cuando (?:yo )?(?:trabajaba|vivia|iba a la escuela|me case|estaba en|tenia \d+ anos)|en mis tiempos|en aquell?os? (?:tiempos|anos|epoca)|en aquella epoca|antiguamente|hace (?:muchos|tantos|\d+) anos|me acuerdo (?:de cuando|cuando|de mi|de los|de las|de aquel|de aquella|del|de la)|conoci a mi (?:marido|mujer|espos[oa]|novi[oa])|(?:del|en el|en el ano) (?:[2-9]\d|19\d\d)|recuerdo (?:cuando|que de|de pequen|de nin)|en la mili|la posguerra|en la guerra|en los anos (?:cuarenta|cincuenta|sesenta|setenta|ochenta)|mi difunt[oa]|en paz descanse|antes (?:se|no|habia|era|todo|la gente|ibamos|haciamos|las cosas)|mi (?:marido|padre|madre|abuel[oa]) (?:era|trabajaba|tenia|hacia|decia|cosia|cantaba))\b/;

/** Places as the person writes them (folded) -> as the reply says them. */
const PLACE_NAMES =
  "Madrid Barcelona Valencia Sevilla Zaragoza Málaga Murcia Palma Bilbao Alicante Córdoba Valladolid Vigo Gijón Granada Oviedo Santander Pamplona Almería Burgos Salamanca Albacete Logroño Badajoz Cáceres León Cádiz Huelva Jaén Lugo Ourense Orense Pontevedra Coruña Zamora Soria Segovia Ávila Cuenca Teruel Huesca Lleida Lérida Girona Gerona Tarragona Castellón Toledo Ciudad Real Guadalajara Palencia Mérida Santiago Ferrol Cartagena Jerez Marbella Benidorm Ibiza Mallorca Menorca Canarias Tenerife Lanzarote Galicia Asturias Andalucía Extremadura Cataluña Aragón Navarra Cantabria Castilla Mancha Rioja Euskadi Francia Alemania Suiza Portugal Lisboa París Roma Argentina Venezuela Cuba México Buenos Aires Londres Fátima Lourdes Covadonga Montserrat"
    .split(" ")
    .reduce<string[]>((all, w, i, words) => {
      // Two-word names are joined back: "Ciudad Real", "Buenos Aires".
      if (w === "Real" || w === "Aires") all[all.length - 1] += ` ${w}`;
      else if (w !== "Mancha" || words[i - 1] !== "Castilla") all.push(w);
      return all;
    }, []);
const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const PLACES: [RegExp, string][] = PLACE_NAMES.map((p) => [new RegExp(`\\b${fold(p)}\\b`), p]);
const PLACE_WORDS: [RegExp, string][] = [
  [/\bmi pueblo\b|\bel pueblo\b|\bpueblo de mis padres\b/, "tu pueblo"],
  [/\b(?:la playa|el mar|la costa)\b/, "el mar"],
  [/\b(?:la sierra|la montana|el monte)\b/, "la montaña"],
  [/\b(?:el campo|la huerta de mi|el cortijo|el caserio|la aldea)\b/, "el campo"],
  [/\b(?:balneario|crucero|viaje del imserso|imserso|excursion a|de viaje|me fui de viaje|viajar)\b/, "ese viaje"],
];

const FOODS =
  /\b(lentejas|garbanzos|cocido|puchero|paella|arroz con leche|arroz|tortilla(?: de patatas)?|croquetas|potaje|guiso|estofado|caldo|caldito|sopa|sopita|gazpacho|salmorejo|migas|fabada|pisto|bizcocho|magdalenas|rosquillas|torrijas|flan|natillas|churros|empanada|filetes|albondigas|pollo asado|pollo|cordero|cochinillo|sardinas|bacalao|merluza|pescado|chorizo|jamon|queso|lacon|pulpo|callos|mermelada|membrillo|turron|roscon|polvorones|pan|fruta|naranjas|manzanas|ensalada|verdura|acelgas|judias|alubias|pimientos)\b/;
const MEALS = /\bque (?:como|ceno|hago de comer|me hago de (?:cena|comer|comida))\b|\b(?:he comido|hemos comido|para comer|de comer|la comida|cocinar|cocinado|he cocinado|he hecho de comer|receta|recetas|postre|la cena|he cenado|para cenar|desayuno|merienda|almuerzo|al horno)\b/;

const BODY: [RegExp, string][] = [
  [/\b(?:peluqueria|peluquera|me he cortado el pelo|me he tenido el pelo|me he tenido|permanente|mechas)\b/, "la peluquería"],
  [/\b(?:el pelo|canas|calvo|calva)\b/, "el pelo"],
  [/\b(?:baston|andador|caminar|camino mejor|ando mejor|andar mejor)\b/, "andar"],
  [/\b(?:las manos|arrugas|arrugad[oa]s?)\b/, "las manos"],
  [/\b(?:he adelgazado|he engordado|kilos|peso|me he pesado|la bascula)\b/, "el peso"],
  [/\b(?:la vista|no veo bien|veo poco|gafas|las gafas|cataratas)\b/, "la vista"],
  [/\b(?:el oido|no oigo|oigo poco|audifono|sordera|sord[oa])\b/, "el oído"],
  [/\b(?:dientes|dentadura|la boca|muelas)\b/, "los dientes"],
  [/\b(?:las manos|los pies|las piernas|las rodillas|la espalda|los huesos|la piel|las unas)\b/, "el cuerpo"],
  [/\b(?:me canso|cansad[oa]|sin fuerzas|pocas fuerzas|me cuesta andar|me cuesta (?:subir|levantarme|agacharme)|baston|andador|la tension|el azucar|el colesterol|hacer ejercicio|gimnasia|estiramientos)\b/, "el cuerpo"],
];

/** The topic of a message no intent claimed, or null when it says nothing to take up. */
export function readTopic(folded: string, original: string): TopicReading | null {
  const relative = RELATIVE.exec(folded)?.[0];
  const event = EVENTS.find(([re]) => re.test(folded));
  if (event) return { topic: "family_event", key: event[1], ...(relative && { relative }) };
  // A named city before the past ("de joven viví en Barcelona"), the past before the TV ("en mis
  // tiempos no había televisión"); "el campo" or "el pueblo" after them.
  const city = PLACES.find(([re]) => re.test(folded));
  if (city) return { topic: "place", key: city[1] };
  if (PAST.test(folded)) return { topic: "past", ...(relative && { relative }) };
  const show = SHOWS.find(([re]) => re.test(folded));
  if (show) return { topic: "tv", key: show[1] };
  const place = PLACE_WORDS.find(([re]) => re.test(folded));
  if (place) return { topic: "place", key: place[1] };
  const food = FOODS.exec(folded)?.[1];
  if (food || MEALS.test(folded)) return { topic: "food", ...(food && { key: dishAsWritten(original, food) }) };
  const body = BODY.find(([re]) => re.test(folded));
  if (body) return { topic: "body", key: body[1] };
  return null;
}

/** The dish as the person wrote it, with its accents ("jamón"), found by its folded form. */
function dishAsWritten(original: string, folded: string): string {
  const words = original.split(/\s+/).map((w) => w.replace(/[^\p{L}]/gu, ""));
  const first = folded.split(" ")[0];
  const at = words.findIndex((w) => fold(w) === first);
  return at < 0 ? folded : words.slice(at, at + folded.split(" ").length).join(" ").toLowerCase();
}

export const showKind = (key: string) => SHOWS.find(([, k]) => k === key)?.[2] ?? "story";
