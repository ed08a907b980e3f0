// What makes a matched phrase not an emergency now: idioms (masked before matching), and clauses
// about the TV, old stories, other people's past or hypotheticals. "Now" words win over them.
export { maskIdioms } from "./idioms";

/** The clause is about something seen or heard, not lived now (TV_REPORT included). */
// "La tele esta mañana ha echado un incendio": a report on TV even when it is today's.
const TV_REPORT = /\bla tele (?:hoy |esta manana |esta tarde |anoche )?(?:ha |han )?(?:echado|echao|echo|puesto|sacado|dicho)\b(?! (?:humo|chispas|fuego))/;
const TV_OR_REPORT = (clause: string) => TV_REPORT.test(clause) || TV.test(clause);
const TV = /\b(?:(?:en|por|viendo|ver|vi|veo|pusieron|salio) (?:la )?(?:tele|television|radio)|(?:hablaron|explicaron|contaron|dijeron) (?:de|del|en|que)|telediario|noticias|notisias|noticiero|pelicula|peli|serie|novela|telenovela|capitulo|(?<!un )episodio|culebron|radio|(?:en|lei|leo|leyendo|dice|decia|trae|traia|sale|salio) el (?:periodico|diario)|documental|libro|reportaje|concurso|programa|programas|en la obra|en el teatro|cancion|chiste|chistes|(?:dice|decia|dijo|dicen) de broma|(?:hace|hacia|haciendo) (?:como )?que se|se hace el (?:muerto|dormido|desmayado))\b/;
/** An old story: the speaker's past or other people's, finished. */
const PAST = /\b(?:(?<!desde )hace (?:\w+ ){0,2}(?:anos|ano|meses|mes|semanas|veranos|inviernos|navidades|tiempo|siglos|una eternidad)|de (?:joven|jovencit[oa]|pequen[oa]|nin[oa]|chic[oa]|cri[ao])|cuando (?:yo )?(?:era|eramos|tenia|teniamos|vivia|vivian|estaba en|trabajaba|fui|estuve)|(?:el|del) (?:ano|verano|invierno|mes) pasado|la semana pasada|en (?:la guerra|la mili|el pueblo antes)|(?<!desde que (?:se )?)(?:murio|murieron|fallecio|fallecieron)|difunt[oa]|en paz descanse|que en gloria este|ya (?:se me paso|paso|esta bien|estoy bien|se recupero|me recupere|se curo)|se recupero|me recupere|me operaron|lo operaron|la operaron|aquella vez|una vez (?:me|se|a|mi|en)|me contaron|me conto|me ha contado|contaba|contaban|le paso a|le paso hace|antiguamente|(?:pero )?no (?:fue|ha sido) nada|(?:se|me) (?:ha )?quedado en (?:un|el) susto|nada grave|no es nada grave|(?:en|del) (?:el |los anos )(?:19|20)?\d\d\b|\b(?:en|del|de) (?:19|20)\d\d\b|\bdel \d\d\b|(?:en|del) (?:el )?ano (?:19|20)?\d\d\b|en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b|en (?:el )?(?:19|20)\d\d|(?:en|del|de) (?:el |los |los anos )?(?:cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)\b|(?<!\b(?:es|sera) )la ultima vez|la otra vez|desde entonces|me acuerdo (?:de )?cuando|de antes|pero luego (?:bien|se le paso|se puso bien)|a (?:mi|su|la|el) \w+(?: \w+)? le dio|(?:abuela|abuelo|madre|padre|mama|papa|gente|antes se) decian?|(?:cada|todas las|todos los) (?:primavera|verano|invierno|otono|ano|anos|primaveras|veranos|inviernos)|antes me pasaba|se me pasa|se me paso|se pasa enseguida|ya me recupero|pero ya esta|ya esta solucionado|ya lo he apagado|no paso nada|ya (?:lo|la|los|las) (?:he )?(?:apague|apagado|aparte|apartado|quite|quitado|cerre|cerrado))\b/;
/**
 * A danger averted in time or already over, told and not happening: "casi me tomo dos veces la
 * pastilla pero lo he visto", "me di cuenta a tiempo", "he escupido la pastilla", "ya le han dado el alta".
 */
const AVERTED =
  /\b(?:casi (?:me |se me |le |nos )?(?:tomo|tome|bebo|bebi|trago|trague|como|comi|quemo|queme|quema|dejo|deje|olvido|olvida)\b|por poco|por los pelos|a punto (?:he estado |estuve |de )|(?:he|ha|hemos) estado a punto|estuve a punto|(?:me|nos|se) (?:he |ha |hemos )?(?:dado|di|dio|dimos) cuenta (?:a tiempo|antes|justo)|a tiempo\b|antes de (?:tragar|beber|tomar)\w*|menos mal que (?:no|lo vi|la vi|me di cuenta|me he dado cuenta)|iba a \w+(?: \w+){0,8} pero|(?:lo|la) (?:he )?(?:visto|olido|olio|oli|notado) (?:antes|a tiempo)|(?:la|lo) escupi|he escupido|(?:le|me|les|nos|la|lo) (?:han |ha )?(?:dado|dieron|dio) (?:el|de) alta|salio del hospital|ya esta en casa)/;
/** A hypothetical or a question about what to do in general. */
// "Si pudiera venir alguien", "si no es molestia": a polite request, not a hypothetical.
const HYPOTHETICAL = /(?:^|\b(?:y|que hago|que hacer|por|que pasa|que pasaria|como se|como sabre|como saber|es normal|pregunto|preguntado|pregunta|preguntaba|preguntan) )si\b(?! (?:pudiera|pudieras|pudierais|pudieran|puede|pueden|podeis|podria|podrian|es posible|fuera posible|no es molestia|fuera tan amable|sois tan amables)\b)|\b(?:en caso de|por si acaso|por si|imagina(?:te)?|supongamos|supon que|si alguna vez|que hay que hacer (?:si|cuando|con)|que se hace (?:si|cuando|con)|como se (?:sabe|nota|reconoce|distingue|hace)|para cuando|quiero aprender\w*|es verdad que|que sintomas|sintomas tiene|(?:que|como) tengo que hacer si|si algun dia|(?:para|pa) estar preparad[oa]|que diferencia hay|diferencia entre|estaban explicando|que (?:crema|pomada|es bueno|es buena|va bien|se pone) (?:para|pa)|cuales son los sintomas|sintomas (?:de|del)|que es (?:un|una)|como se llama|me da miedo que|tengo miedo de que|tengo miedo a|ojala no me|no vaya a ser|cuidado con (?:no|el|la))\b/;
/** Words that put the danger here and now, beating the three above. */
const NOW = /\b(?:(?:lo mismo|igual|parecido) que (?:cuando|la (?:otra )?vez)|me (?:esta|estan) (?:dando|pasando|volviendo)|ahora|ahorita|esta semana|este mes|hace (?:un rato|un momento|nada|poco|un ratito|\w+ minutos)|acabo de|acaba de|me acaba de|desde (?:ayer|anoche|esta manana|hace (?:un rato|unas horas|horas|dos dias|tres dias))|hoy (?:estoy|me|tengo|no)|ahora mismo|en este momento|esta manana|esta tarde|esta noche|ayudame|socorro|urgente|rapido|ven|venid|venga|vengan|ambulancia|(?:llamen|llamad|llama|llamo|llamar|llamado|llamando) al 112|(?:todavia|aun) (?:no|me|le|se|sigo|sigue|estoy|esta|sale|tengo (?:mucho|mucha))|sigue|sigo|de repente|de pronto|de golpe|ya no (?:puedo|respira|responde)|no responde|no respira|sale humo|aqui estoy|estoy (?:en el suelo|tirad[oa])|no me (?:puedo )?levanto|(?:no|tampoco|ni) se (?:me|le) (?:pasa|quita|va)|no (?:lo|la|le) puedo (?:sujetar|controlar|calmar)|no (?:me|le) para)\b/;

type Discount = "tv" | "past" | "hypothetical";

/** Advice about what to do if something happens: a hypothetical even when it names 112. */
const ADVICE =
  /\b(?:medic[oa]|doctora?|enfermer[oa]|farmaceutic[oa]|(?:me|nos) (?:ha|han) dicho|me dijo|me dijeron|nos dijeron|recomienda|recomendo|aconseja|aconsejo|explico)(?: \w+){0,3} que si\b/;
const STRONG_HYPOTHETICAL = /\bpor si acaso\b|\ben caso de\b|\b(?:que|cual es el) (?:numero|telefono)\b|\bquiero aprender\w*\b|\bque diferencia hay\b/;
const RIGHT_NOW = /\b(?:ahora mismo|en este momento|ayudame|socorro)\b/;

// A story dated years or months back ("cuando me caí hace dos años me llevaron en ambulancia") stays in the past
// even when it names an ambulance; only words of the present moment bring it to now.
const DATED_PAST = /\b(?:(?<!desde )hace (?:\w+ ){0,2}(?:anos|ano|meses|mes)|cuando (?:yo )?(?:era|tenia) |de joven)\b/;
const PRESENT_MOMENT =
  /\b(?:ahora|ahorita|hoy|esta (?:manana|tarde|noche)|acabo de|acaba de|en este momento|todavia|aun|sigue|sigo|(?:me |se )?(?:estoy|esta|estan) \w+(?:ando|iendo)|venid|vengan|socorro|ayuda|ayudame|auxilio)\b/;

// The date of someone's death dates the death, not the clause: "busca a su madre, que murió hace 50 años".
const DEATH_DATE = /\b(?:que )?(?:se )?(?:murio|fallecio|nos dejo) hace (?:\w+ ){0,2}(?:anos|ano|meses|mes)\b/g;

export function discountOf(clause: string): Discount | null {
  if ((ADVICE.test(clause) || STRONG_HYPOTHETICAL.test(clause)) && !RIGHT_NOW.test(clause)) return "hypothetical";
  if (DATED_PAST.test(clause.replace(DEATH_DATE, "")) && !PRESENT_MOMENT.test(clause)) return "past";
  if (NOW.test(clause) && !TV_REPORT.test(clause)) return null;
  if (TV_OR_REPORT(clause)) return "tv";
  if (PAST.test(clause) || AVERTED.test(clause)) return "past";
  if (HYPOTHETICAL.test(clause) && !ASKED_ABOUT_NOW.test(clause)) return "hypothetical";
  return null;
}

// "¿Qué hago si me he tomado dos veces la pastilla?", "qué hago si mi nieto se ha tragado…": a "si"
// followed by what has just happened or is happening asks about now, not about one day.
const ASKED_ABOUT_NOW =
  /\b(?:que hago|que hacemos|que debo hacer|que tengo que hacer|que pasa|que me pasa) si (?:ya )?(?:(?:mi|el|la|su) \w+ )?(?:no )?(?:(?:me|se|le|te|nos|lo|la|les) )*(?:he|ha|has|han|hemos|esta|estoy|estan|estamos) \w+(?:ado|ada|ados|adas|ido|ida|idos|idas|ando|iendo|to|ta|cho|cha)\b/;

function hasNow(clause: string): boolean {
  return NOW.test(clause);
}

/**
 * "Le dio un infarto y ahora camina una hora": a finished story followed by "(y) ahora" is two clauses,
 * so the present part is read on its own. Split only when the part before is itself dated or on TV.
 */
// A chatty message turns from the story to what is happening to the speaker: "estaba viendo el
// concurso y me huele a gas", "ayer vi la novela, oye me he caído". These words open that turn.
const TURN_TO_NOW =
  /\b(?:y|pero|oye|oiga|bueno|pues|mira) (?=(?:ahora )?(?:me he|me ha|me han|se me ha|se me han|se me|me huele|huele a|me duele|me duelen|me aprieta|me falta|estoy|tengo|noto|no puedo|no me puedo|no respiro|me quiero|pensando (?:que|en)|pienso (?:que|en)|hay (?:un|una|alguien|gente|humo|fuego|agua))\b)/;
const HERE_NOW = /^(?:(?:y|pero|oye|oiga|bueno|pues|mira) )*(?:ahora )?(?:me he|me ha|me han|se me ha|se me han|se me|me huele|huele a|me duele|me duelen|me aprieta|me falta|no puedo|no me puedo|no respiro|me quiero|pensando (?:que|en)|pienso (?:que|en)|hay (?:un|una|alguien|gente|humo|fuego|agua))\b/;

// A dictated message changes subject without punctuation: "...estoy mareadísima, pero bueno el concurso está muy bien".
const SUBJECT_CHANGE = / (?=(?:pero bueno|bueno pues|por cierto|cambiando de tema)\b)/;

export function splitStories(clauses: readonly string[]): string[] {
  return clauses.flatMap((whole) => whole.split(SUBJECT_CHANGE)).flatMap((clause) => {
    const turn = clause.search(TURN_TO_NOW);
    if (turn > 0) {
      const before = clause.slice(0, turn).trim();
      const kind = discountOf(before);
      if (kind === "past" || kind === "tv") return [before, clause.slice(turn).replace(/^(?:y|pero|oye|oiga|bueno|pues|mira) /, "")];
    }
    const at = clause.search(/\b(?:y |pero )?ahora\b/);
    if (at <= 0) return [clause];
    const before = clause.slice(0, at).trim();
    const kind = discountOf(before);
    return kind === "past" || kind === "tv" ? [before, clause.slice(at).replace(/^(?:y|pero) /, "")] : [clause];
  });
}

/** A closing "…, hace ya diez años de eso" or "…, ya le han dado el alta" dates the clause before it. */
const AFTERWORD = /^(?:y |pero )?(?:ya )?(?:hace|de eso hace|eso fue|eso era|eso paso|luego (?:bien|se le paso|se puso bien)|nada grave|no fue nada|no ha sido nada|no es nada|(?:le|me|la|lo|les|nos) (?:han |ha )?(?:dado|dieron) (?:el|de) alta)\b/;

/**
 * The discount of each folded clause of a message: its own, or the previous clause's when it goes on
 * with the same story (not clearly about now), or the next clause's when that one only dates it.
 */
export function clauseDiscounts(clauses: readonly string[]): (Discount | null)[] {
  const out: (Discount | null)[] = [];
  let carried: Discount | null = null;
  for (const clause of clauses) {
    const own = discountOf(clause);
    // A clause that opens with the speaker's own present ("oye, me he caído") is not the story going on.
    const discount: Discount | null = own ?? (carried && !hasNow(clause) && !HERE_NOW.test(clause) ? carried : null);
    out.push(discount);
    // The story goes on until a clause is clearly about now: "en caso de..., a quién llamo, al 112".
    carried = discount;
  }
  for (let i = 1; i < clauses.length; i++) {
    if (out[i] !== "past" || !AFTERWORD.test(clauses[i])) continue;
    // It dates the story it closes: up to two clauses back ("se desmayó en la boda, del calor, pero luego bien").
    for (let j = i - 1; j >= Math.max(0, i - 2) && out[j] === null && !hasNow(clauses[j]); j--) out[j] = "past";
  }
  return out;
}
