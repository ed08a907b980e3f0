// What makes a matched phrase not an emergency now: idioms (masked before matching), and clauses
// about the TV, old stories, other people's past or hypotheticals. "Now" words win over them.

/** Idioms and harmless uses of alarm words, removed from the folded clause before matching. */
export const MASKS: RegExp[] = [
  /\b(?:me|se|nos) (?:muero|muere|moria|moriria|morimos|mori) de (?:risa|ganas|hambre|sueno|frio|calor|aburrimiento|verguenza|pena|envidia|gusto|asco|nervios|curiosidad|amor)\b/g,
  /\b(?:muert[oa]s?|morirme|morir|matarme|matar) de (?:risa|hambre|sueno|cansancio|frio|calor|aburrimiento|verguenza|miedo|ganas)\b/g,
  /\b(?:me |te |nos )?(?:parto|parti|partia|partimos|partiste|partirse|partirme) de risa\b/g,
  /\b(?:me|le|nos) (?:parte|partio|rompio|rompe|ha partido|ha roto) el (?:corazon|alma)\b/g,
  /\bse me (?:parte|partio|rompe|rompio) el (?:corazon|alma)\b/g,
  /\bcorazon (?:partido|roto|encogido)\b/g,
  /\b(?:me )?(?:ahogo|ahoga|ahogas) en un vaso de agua\b/g,
  /\bmat(?:ar|o|amos|ando) el (?:tiempo|rato|gusanillo|hambre)\b/g,
  /\bme (?:mata|matan|mataba|matais) (?:el|la|los|las) (?:aburrimiento|curiosidad|tele|espera|novela)\b/g,
  /\bme (?:mata|matan|mato|mataron|matas) a (?:disgustos|preguntas|trabajar|sustos)\b/g,
  /\bme (?:va|van) a matar (?:a disgustos|a sustos|de un susto|de risa)\b/g,
  /\b(?:caer|caigo|cai|caido|cayo) en la cuenta\b/g,
  /\b(?:me )?(?:caigo|caia|cai|caer|caerme) de (?:la )?(?:sueno|cansancio|risa|culo|espaldas del susto)\b/g,
  /\bse me (?:ha |han )?(?:cae|caen|caido|cayo|cayeron|caia|caian) (?:el|la|los|las|un|una|unos|unas|al|todo|todos|todas)\b(?! (?:boca|cara|brazo|mano|pierna|baba|lado))(?: \w+)?/g,
  /\bse (?:ha |han )?(?:caido|cayo|cae|caen|cayeron) (?:el|la|los|las|un|una) (?:vaso|plato|platos|jarron|cuadro|cuadros|foto|libro|arbol|rama|pared|tejado|sistema|internet|luz|taza)\b/g,
  /\b(?:echando|echa|echo|echaba) humo\b/g,
  /\ba fuego lento\b|\bfuegos artificiales\b|\bhumo del tabaco\b|\bel humo de la chimenea\b/g,
  /\bestoy que (?:ardo|exploto|me subo por las paredes)\b/g,
  /\bme has salvado la vida\b|\bla vida (?:es|son) (?:bella|asi|corta)\b/g,
  /\bsin sangre en las venas\b|\bsangre fria\b|\bme hierve la sangre\b|\bmala sangre\b/g,
  /\b(?:dolor|duele|doliendo) de (?:cabeza|tripa) (?:de|con) (?:los nietos|tanto ruido|la tele)\b/g,
  /\bmatar(?:me)? a (?:trabajar|disgustos|sustos|preguntas|limpiar)\b/g,
  /\bvivir (?:en|con|sol[oa]|lejos|aqui|alli|cerca|de)\b/g,
  /\b(?:miedo (?:de|a)|cuidado (?:de|para)|para no|sin|no vaya a|no quiero) hacerme dano\b/g,
  /\bhablar con\b|\bhablar por telefono\b/g,
  /\btirar la casa por la ventana\b/g,
  /\bhumo (?:de|del) (?:tabaco|cigarro|cigarros|puro|la chimenea|las chimeneas)\b/g,
  /\bperdid[oa] con (?:el|la|los|las|esto|tanto|tantos|tantas)\b|\bme he perdido (?:el|la|los|las) (?!camino|calle)\w+/g,
  /\bpega(?:n)? (?:sus |los |las |unos |unas |mis )?(?:pegatinas|cromos|dibujos|fotos|carteles|sellos)\b|\bgrita(?:n)? gol\b/g,
  /\b(?:casi )?me (?:da|dio|ha dado|va a dar) (?:un infarto|algo) (?:de|con) (?:la|el|tanto|tanta|los|las)\b|\bcasi me da un infarto\b/g,
  /\blevantar (?:la|el|los|las|un|una|esto|eso)\b/g,
  /\bhablar (?:mucho|ahora|alto|mas|contigo|un rato)\b/g,
  /\bsangr\w* (?:un poco |un poquito )?(?:las |de las )?encias\b/g,
  /\bpara (?:morirse|morirme|llorar|matarlos|matarle)\b/g,
  /\bpeor (?:dia|pelicula|comida|tiempo|partido)\b/g,
  /\bhacer(?:me)? dano a nadie\b/g,
  /\bque me muera si\b|\bsi me muero (?:de risa|de ganas)\b/g,
];

/** The clause is about something seen or heard, not lived now. */
const TV = /\b(?:tele|television|telediario|noticias|noticiero|pelicula|peli|serie|novela|telenovela|radio|periodico|diario|documental|libro|reportaje|concurso|programa de la tele|en la obra|en el teatro|cancion)\b/;
/** An old story: the speaker's past or other people's, finished. */
const PAST = /\b(?:hace (?:\w+ ){0,2}(?:anos|ano|meses|mes|tiempo|siglos|una eternidad)|de (?:joven|jovencit[oa]|pequen[oa]|nin[oa]|chic[oa]|cri[ao])|cuando (?:yo )?(?:era|eramos|tenia|teniamos|vivia|vivian|estaba en|trabajaba|fui|estuve)|el ano pasado|el verano pasado|el invierno pasado|el mes pasado|la semana pasada|en (?:la guerra|la mili|el pueblo antes)|murio|murieron|fallecio|fallecieron|difunt[oa]|en paz descanse|que en gloria este|ya (?:se me paso|paso|esta bien|estoy bien|se recupero|me recupere|se curo)|se recupero|me recupere|me operaron|lo operaron|la operaron|aquella vez|una vez (?:me|se|a|mi|en)|me contaron|me conto|me ha contado|le paso a|le paso hace|antiguamente|antes me pasaba|decia|decian|se me pasa|se pasa enseguida|ya me recupero|pero ya esta|ya esta solucionado|ya lo he apagado)\b/;
/** A hypothetical or a question about what to do in general. */
const HYPOTHETICAL = /(?:^|\b(?:y|que hago|que hacer|por|que pasa|que pasaria|como se|como sabre|como saber|es normal|pregunto) )si\b|\b(?:en caso de|por si acaso|por si|imagina(?:te)?|supongamos|supon que|si alguna vez|que hay que hacer (?:si|cuando|con)|que se hace (?:si|cuando|con)|como se (?:sabe|nota|reconoce|distingue)|cuales son los sintomas|sintomas de|que es (?:un|una)|como se llama|me da miedo que|tengo miedo de que|tengo miedo a|ojala no me|no vaya a ser|cuidado con (?:no|el|la))\b/;
/** Words that put the danger here and now, beating the three above. */
const NOW = /\b(?:ahora|ahorita|ahora mismo|en este momento|esta manana|esta tarde|esta noche|ayudame|socorro|urgente|rapido|ven|venid|venga|vengan|ambulancia|112|todavia|aun|sigue|sigo|ya no (?:puedo|respira|responde)|no responde|no respira|sale humo)\b/;

export type Discount = "tv" | "past" | "hypothetical";

export function discountOf(clause: string): Discount | null {
  if (NOW.test(clause)) return null;
  if (TV.test(clause)) return "tv";
  if (PAST.test(clause)) return "past";
  if (HYPOTHETICAL.test(clause)) return "hypothetical";
  return null;
}

export function hasNow(clause: string): boolean {
  return NOW.test(clause);
}

export function maskIdioms(clause: string): string {
  let out = clause;
  for (const re of MASKS) out = out.replace(re, (m) => m.replace(/[a-z0-9]+/g, "x"));
  return out;
}
