// Idioms and harmless uses of alarm words ("me muero de risa", "echando humo" with anger, a
// medical examination that "touches"), masked in the folded clause before the cues are matched.
const MASKS: RegExp[] = [
  /\bmaread[oa]s? (?:de|con) tant[oa]s?\b/g,
  /\b(?:me|se|nos) (?:muero|muere|moria|moriria|morimos|mori) de (?:risa|ganas|hambre|sueno|frio|calor|aburrimiento|verguenza|pena|envidia|gusto|asco|nervios|curiosidad|amor)\b/g,
  /\b(?:me estoy |estoy )?asand(?:o|ome|ose)(?: viv[oa])?(?: de calor)?\b/g,
  /\b(?:muert[oa]s?|morirme|morir|matarme|matar) de (?:la )?(?:risa|hambre|sueno|cansancio|frio|calor|aburrimiento|verguenza|miedo|ganas)\b/g,
  /\b(?:me |te |nos )?(?:parto|parti|partia|partimos|partiste|partirse|partirme) de risa\b/g,
  /\b(?:me|le|nos) (?:parte|partio|rompio|rompe|ha partido|ha roto) el (?:corazon|alma)\b/g,
  /\bse me (?:parte|partio|rompe|rompio) el (?:corazon|alma)\b/g,
  /\bcorazon (?:partido|roto|encogido)\b/g,
  /\b(?:me )?a?h?og(?:o|a|as) en un vaso de agua\b/g,
  /\bmat(?:ar|o|amos|ando) el (?:tiempo|rato|gusanillo|hambre)\b/g,
  /\bme (?:mata|matan|mataba|matais) (?:el|la|los|las) (?:aburrimiento|curiosidad|tele|espera|novela)\b/g,
  /\bme (?:mata|matan|mato|mataron|matas) a (?:disgustos|preguntas|trabajar|sustos)\b/g,
  /\bme (?:va|van) a matar (?:a disgustos|a sustos|de un susto|de risa)\b/g,
  /\b(?:caer|caigo|cai|caido|cayo) en la cuenta\b/g,
  /\b(?:me )?(?:he |ha )?(?:caigo|caia|cai|caido|caer|caerme|cayendo|caio) de (?:la )?(?:sueno|sono|cansancio|risa|culo|espaldas del susto)\b/g,
  /\bse me (?:ha |han )?(?:cae|caen|caido|cayo|cayeron|caia|caian) (?:el|la|los|las|un|una|unos|unas|al|todo|todos|todas)\b(?! (?:boca|cara|brazo|mano|pierna|baba|lado))(?: \w+)?/g,
  /\bse (?:ha |han )?(?:caido|cayo|cae|caen|cayeron) (?:el|la|los|las|un|una) (?:vaso|plato|platos|jarron|cuadro|cuadros|foto|libro|arbol|rama|pared|tejado|sistema|internet|luz|taza)\b/g,
  // "Estoy que echo humo" is anger; "la secadora está echando humo" is a fire.
  /\b(?:(?:estoy|estamos|voy|iba|vengo|salgo|sali|acabo|acabe)(?: que)?|(?:esta|estaba|va|salio|anda) que) (?:echando|echo|echa|echaba) humo\b/g,
  /\b(?:echando|echo|echa|echaba) humo (?:de|por|con) (?:lo |la |el )?(?:enfadad[oa]|rabia|coraje|cabread[oa]|nervios|disgusto|cabreo|enfado|furia)\b/g,
  /\b(?:la cabeza|el coco|el cerebro) (?:me )?(?:echa|echando) humo\b|\bme echa humo (?:la cabeza|el coco)\b/g,
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
  // Hot liquid falling on someone is a burn, not a fall: "me cayó el agua de la olla en las piernas".
  /\bme (?:ha )?(?:cayo|cae|caido|cayeron|caen) (?:el|la|los|las|un|una) (?:agua|aceite|caldo|leche|cafe|sopa|olla|cazo|cafetera|puchero)\b/g,
  // A medical examination is not unwanted touching: "me toca el pecho la doctora con el fonendo".
  /\btoc(?:a|ado|aba|o)\b(?=.*\b(?:medic[oa]|doctora?|enfermer[oa]|fisio|fisioterapeuta|fonendo)\b)|(?<=\b(?:medic[oa]|doctora?|enfermer[oa]|fisio|fisioterapeuta|fonendo)\b.*)\btoc(?:a|ado|aba|o)\b/g,
  // A change of medicine is not a second dose: "me han quitado el sintrom y ahora tomo otra cosa".
  /\botra (?:cosa|nueva|distinta|diferente|marca)\b/g,
  // Nonsense talk is confusion, not unconsciousness: "dice cosas sin sentido".
  /\b(?:cosas|palabras|tonterias|disparates|frases|habla|hablando|dice|diciendo) sin sentid?o\b|\bsin sentido (?:del humor|comun|de la orientacion|del ridiculo)\b/g,
  /\bhumo (?:de|del) (?:tabaco|cigarro|cigarros|puro|la chimenea|las chimeneas)\b/g,
  /\bperdid[oa] con (?:el|la|los|las|esto|tanto|tantos|tantas)\b|\bme he perdido (?:el|la|los|las) (?!camino|calle)\w+/g,
  /\bpega(?:n)? (?:sus |los |las |unos |unas |mis )?(?:pegatinas|cromos|dibujos|fotos|carteles|sellos)\b|\bgrita(?:n)? gol\b/g,
  /\b(?:casi )?me (?:da|dio|ha dado|va a dar) (?:un infarto|algo) (?:de|con) (?:la|el|tanto|tanta|los|las)\b|\bcasi me da un infarto\b/g,
  /\blevantar (?:la|el|los|las|un|una|esto|eso)\b(?! (?:brazo|brazos|mano|manos|pierna|piernas|cabeza|pie|pies)\b)/g,
  /\bhablar (?:mucho|ahora|alto|mas|contigo|un rato)\b/g,
  /\bsangr\w* (?:un poco |un poquito )?(?:las |de las )?encias\b/g,
  /\bpara (?:morirse|morirme|llorar|matarlos|matarle)\b/g,
  /\bpeor (?:dia|pelicula|comida|tiempo|partido)\b/g,
  /\bhacer(?:me)? dano a nadie\b/g,
  /\bque me muera si\b|\bsi me muero (?:de risa|de ganas)\b/g,
  /\bse me cae la baba (?:con|por|viendo|mirando|cuando)\b/g,
  /\b(?:quemado|queme|quemo|quema)(?: un poco| un poquito)? la lengua\b/g,
  /\b(?:analisis|analitica|prueba|pruebas|extraccion|sacar|sacarme|donar|dono) (?:de )?(?:la )?sangre\b|\b(?:azucar|tension) en (?:la )?sangre\b/g,
  /\bcasi me (?:caigo|cai|caia|mato)\b/g,
  // Sleepiness in either order: "me caigo de sueño", "tengo un sueño que me caigo".
  /\b(?:sueno|sono) que me (?:caigo|cai|caia|caio)\b/g,
  // Something of mine fell ("se me cae la baba", "se me cayó el bastón"), not me: not "me caigo".
  /\bse me(?= (?:ha |han )?(?:cae|caen|cayo|cayeron|caia|caian|caido)\b)/g,
  // The stove is the kitchen's fire: "la cocina de leña", "el fuego de la cocina lo tengo encendido".
  /\bcocinas? (?:de|a) (?:lena|carbon|petroleo|induccion)\b|\bfuego (?:de|del) (?:la )?(?:cocina|lareira|hogar|chimenea|estufa)\b/g,
  /\bno (?:huele|olia|hay olor) a gas\b/g,
  /\b(?:asando|tostando|asar|tostar)\b.*\bhuele a quemado\b/g,
  /\bquemad[oa]s? (?:las|los|el|la) (?:galletas|tostadas|lentejas|patatas|magdalenas|pimientos|castanas|croquetas)\b/g,
  /\bse me cae la cara de verguenza\b|\bse me cae (?:la casa )?encima\b/g,
  /\b(?:quede|quedado|quedo) helad[oa] (?:cuando|con|al)\b/g,
  /\bsentad[oa] en el suelo (?:pa|para|a|con)\b|\bjugando en el suelo\b/g,
  /\b(?:el )?humo no es (?:de )?(?:mi casa|aqui|mio)\b/g,
  /\bpuesto perdid[oa] de\b/g,
  // Food that stuck or burnt is not a blow: "el arroz se me ha pegado un poco".
  /\b(?:arroz|comida|guiso|leche|lentejas|tortilla|bechamel|pan|tostadas|cocido|sopa|salsa|pasta|fideos|puchero)\b(?: \w+){0,3} se (?:me |nos )?(?:ha |han )?(?:pegado|pego|pega|quemado|quemo)\b/g,
  /\bse (?:me |nos )?(?:ha |han )?(?:pegado|pego) (?:un poco |un poquito |bastante )?(?:el|la|los|las) (?:arroz|comida|guiso|leche|lentejas|tortilla|bechamel|pan|tostadas|cocido|sopa|salsa|pasta|fideos|puchero)\b/g,
  /\bsangr\w* (?:un poco |un poquito )?(?:la |de la )?encia\b/g,
  /\b(?:el suelo|la acera|la calle|la banera|la ducha|el bano|el patio)(?: \w+){0,3} resbala(?:n)?\b/g,
  /\b(?:se|me|te) (?:ha |he )?(?:quedo|quedado|quede|queda|quedaba) dormid[oa]\b/g,
  // The daily dose taken as every day is not an overdose: "la pastilla como todos los días".
  /\bcomo (?:todos los dias|todas las (?:mananas|noches)|siempre|cada dia|cada manana|cada noche)\b/g,
  /\bataque de (?:risa|tos de risa|celos|nervios de risa)\b/g,
  /\b(?:casi )?(?:me )?a?h?og(?:o|a|aba|ue) de (?:risa|reir|reirme|reirnos)\b/g,
  // Every pill on time is the daily routine: "hoy me he tomado todas las pastillas a su hora".
  /\btod[ao]s? (?:las|mis|los) (?:pastillas|medicinas|medicamentos|pastis)(?= (?:a su hora|como siempre|de hoy|del dia|bien))/g,
  /\b(?:jugando|juega|jugaba|jugar)\b.*\bsocorro\b/g,
  // A thing mislaid is not a person missing: "el teléfono del centro de salud, no lo encuentro".
  /(?<=\b(?:telefono|numero|mando|llaves|gafas|movil|cartera|monedero|bolso|receta|papel|papeles|tarjeta|libro|anillo|reloj|pendientes)\b.*)\bno (?:lo|la|los|las) (?:encuentro|encontramos)\b/g,
  // The person taking out their own money: "he sacado dinero del cajero".
  /\b(?:he|hemos|fui a|voy a|ir a|tengo que) (?:sacado|sacar|saque|cogido|coger) (?:dinero|la pension|(?:\w+ )?euros)\b/g,
  // Locked out is not locked in: "me he quedado encerrada fuera" is not abuse (urgent_help has its cue).
  /\b(?:me he|me|se ha|nos hemos) (?:quedado|quedao|quede) (?=encerrad[oa]s? (?:fuera|afuera|en el patio|en la terraza|en el balcon))/g,
  /\b(?:me|nos) (?:he |ha |hemos )?(?:dejo|deja|dejaron|ha dejado|dejado|quede|quedado|quedo) sin (?:aliento|respiracion|palabras|habla)\b/g,
  /\b(?:parece|parecia|como) que se (?:ahoga|ahogaba|va a ahogar|muere|moria)\b(?=.*\b(?:ronca|roncaba|ronquido|ronquidos|jaja|jajaja|risa)\b)/g,
  /(?<=\b(?:ronca|roncaba|ronquido|ronquidos)\b.*)\b(?:parece|parecia|como) que se (?:ahoga|ahogaba|va a ahogar)\b/g,
  /\ba?h?og(?:o|a|ar|ado|ada) (?:la|el|los|las) (?:cebolla|ajo|pimiento|verdura|verduras|sofrito)\b/g,
  /\b(?:numero|telefono|el|los) (?:de )?(?:emergencias|urgencias)\b/g,
  /\b(?:aceite|comida|arroz|tostadas?|pan|guiso|cocido|lentejas|sarten|olla)(?: \w+){0,3} (?:esta|estan|se ha|se han)(?: \w+){0,2} quemad[oa]s?\b/g,
  /\bquemaduras? (?:del|de) sol\b|\bquemadura solar\b/g,
  // A habit is no emergency: "me da un patatús cada vez que veo la factura".
  /\b(?:me|le|nos) (?:da|dan|entra|entran)(?: \w+){1,4}(?= cada vez que\b)/g,
  // Figures of speech with their cause: "me va a dar un infarto con el precio de la luz", "me va a
  // estallar la cabeza con tanto ruido", "con tanto papeleo me va a dar un ictus" (not "con este dolor").
  /\b(?:me|te|le|nos|os|les) (?:va|van|vas) a (?:dar (?:un |una )?\w+|estallar|explotar|reventar)(?: (?:la|el) (?:cabeza|corazon))? (?:con|de|por) (?!repente|golpe|pronto|(?:este|esta|el|la|tanto|tanta) (?:dolor|mareo|ahogo|sangre|fiebre)\b)/g,
  /\b(?:con|de) (?:tanto|tanta|tantos|tantas|este|esta|estos|estas) (?!dolor|mareo|ahogo)\w+(?: \w+)? (?:me|te|le|nos) (?:va|van) a dar (?:un |una )?\w+/g,
  /\bahog\w* (?:en|de|con|entre) (?:deudas|trabajo|papeles|papeleo|facturas|gastos|problemas|pagos|letras|recibos)\b/g,
  /\bme (?:desmayo|muero|derrito|caigo) (?:con|de) lo \w+/g,
  // The smell of food, a bin or the body is not gas: "el pescado huele raro", "la caca huele mal".
  /(?<=\b(?:pescado|carne|leche|comida|caca|cacas|cagalera|heces|diarrea|pis|orina|pies|basura|nevera|frigorifico|yogur|queso|huevo|huevos|pollo)\b.*)\b(?:huele|huelen|olia|olor) (?:muy |mu )?(?:raro|rara|mal|a podrido)\b/g,
  // A small win told by the winner: "me ha tocado la lotería, 20 euros" (the scam tells of a prize to claim).
  /\b(?:me|nos) (?:ha |a )?tocado (?:la loteria|el cupon|la primitiva|la bonoloto|el gordo|la quiniela|el reintegro|la pedrea)(?= (?:\d+|unos|un|dos|tres|cinco|diez|veinte|cincuenta|cien) (?:euros|eurillos|pavos)\b)/g,
  // Worn out by the heat or a big meal: "no puedo más con este calor", "socorro qué calor".
  /\bno puedo mas (?:con|de) (?:tanto|tanta|este|esta|lo que|la|el)\b/g,
  /\b(?:socorro|auxilio) (?:que|con este|con esta|vaya) (?:calor|frio|bochorno)\b/g,
  /\bse me (?:ha |han )?(?:pego|pega|pegado|pegaba|quemo|quema|quemado|quemaron|quemados|quemadas) (?:el|la|los|las) (?:arroz|comida|guiso|leche|lentejas|tortilla|pan|tostadas|cocido)\b/g,
  // What a treatment is for names no sign now: "me han pautado un inhalador para la disnea".
  /(?<=\b(?:pastillas?|inhalador|inhaladores|jarabe|tratamiento|medicacion|medicamento|crema|gotas|spray|parches?|pautado|recetado|mandado)(?: \w+){0,3} )(?:para|contra) (?:el|la|los|las|mi|mis) \w+/g,
  // A dosage schedule is no double dose: "me tomo la de la tensión dos veces al día".
  /\b(?:una|dos|tres|cuatro|1|2|3|4) (?:vez|veces) (?:al|por|a la|cada) (?:dia|semana|mes|manana|noche)\b/g,
  // Cleaning with bleach is no poisoning: "he fregado el baño con lejía".
  /\b(?:limpi|freg|friego|friega|lav|desinfect|blanque)\w*\b(?: \w+){0,4} (?:con|de) (?:lejia|amoniaco|salfuman|aguafuerte)\b/g,
  /\banegad[oa]s? (?:en|de) lagrimas\b/g,
];

export function maskIdioms(clause: string): string {
  let out = clause;
  for (const re of MASKS) out = out.replace(re, (m) => m.replace(/[a-z0-9]+/g, "x"));
  return out;
}
