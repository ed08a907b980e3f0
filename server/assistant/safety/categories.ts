// Safety categories: what 112 and the national health lines tell people to call for, plus the home
// and social dangers teleassistance handles. Each has a severity and cues over concepts.
//
// Cue syntax (see matcher.ts): slots separated by spaces, alternatives by "|". UPPER = a concept
// from concepts.ts, lower = an exact (folded, typo-corrected) word. Ordered slots may have up to
// two words between them; a leading "~" makes the cue unordered within a window of seven words.
// Cues that contain a negator ("no", "sin", "nada") carry their own negation and are never negated.
export const SAFETY_CATEGORIES = [
  "gas",
  "fire",
  "intruder",
  "chest_pain",
  "stroke",
  "breathing",
  "unconscious",
  "allergy",
  "self_harm",
  "poisoning",
  "bleeding",
  "blood_vomit",
  "headache",
  "urgent_help",
  "fall",
  "fainting",
  "burn",
  "fever",
  "confusion",
  "not_eating",
  "temperature",
  "flood",
  "abuse",
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];
export type Severity = "high" | "critical";

/** `minor`: cues of the same category that are only "high" (a small cut, not a haemorrhage). */
export type CategorySpec = {
  reason: string;
  severity: Severity;
  cues: string[];
  minor?: { reason: string; cues: string[] };
};

export const CATEGORY_SPECS: Record<SafetyCategory, CategorySpec> = {
  gas: {
    reason: "Olor a gas en casa",
    severity: "critical",
    cues: ["~SMELL GAS", "~GAS sale|salir|saliendo|escapa|abierto|fuga|escape|pierde"],
  },
  fire: {
    reason: "Humo o fuego en casa",
    severity: "critical",
    cues: [
      "~SMELL SMOKE|quemado",
      "~SMOKE casa|cocina|sale|saliendo|mucho|lleno|habitacion|enchufe|tele",
      "incendio|llamas",
      "~FIRE casa|cocina|sarten|cortina|cortinas|sofa|enchufe|cama",
      "se|esta quemando|ardiendo casa|cocina|sarten|cortina|cortinas|algo",
    ],
  },
  intruder: {
    reason: "Posible intruso en casa",
    severity: "critical",
    cues: [
      "~THIEF casa|dentro|entrado|puerta|ventana|aqui",
      "han|ha BREAKIN casa|dentro|puerta|ventana",
      "~SOMEONE BREAKIN|forzar|abrir DOOR",
      "~SOMEONE|THIEF dentro|casa|pasillo|metido|entrar|entrado|balcon|ventana|puerta",
      "intentando|intentan|intenta forzar|entrar|abrir",
      "me estan robando|atracando",
      "~THIEF robando",
    ],
  },
  chest_pain: {
    reason: "Dolor en el pecho",
    severity: "critical",
    cues: ["~PAIN CHEST", "HEART", "ataque corazon", "~PAIN brazo izquierdo"],
  },
  stroke: {
    reason: "Posibles signos de ictus",
    severity: "critical",
    cues: [
      "STROKE",
      "no CAN MOVE ARM",
      "no FEEL ARM",
      "~HALF cara|cuerpo CROOKED|hormigueo|hormigas|dormida|dormido",
      "~boca|cara CROOKED",
      "no me salen palabras",
      "no CAN hablar|SPEAK",
      "~lengua trabada|traba|trapo|lia|enreda",
      "~habla|hablo raro|rara|extrano|mal|entiende",
    ],
  },
  breathing: {
    reason: "Dificultad para respirar o atragantamiento",
    severity: "critical",
    cues: [
      "no CAN|consigo BREATHE",
      "no respira|respiro",
      "no me entra|llega aire",
      "cuesta|dificultad|falta BREATHE",
      "CHOKE",
      "~STUCK THROAT",
      "~trozo|hueso|espina THROAT",
      "sin aire|respiracion",
      "falta aire|aliento",
      "me ahogo",
    ],
  },
  unconscious: {
    reason: "Persona inconsciente o con convulsiones",
    severity: "critical",
    cues: [
      "no RESPOND",
      // Not the stem "despert": "no me despiertes" is a request, "no se despierta" an emergency.
      "no se|lo|la|le|consigo|puedo despierta|despierto|despertar|despertarlo|despertarla|despertarle",
      "SEIZURE",
      "LOST_VERB SENSES",
      "UNCONSCIOUS",
      "~ojos blanco|blancos",
    ],
  },
  allergy: {
    reason: "Reacción alérgica grave",
    severity: "critical",
    cues: ["~SWELL SWELL_PART", "~ALLERGY SWELL|BREATHE|THROAT|ronchas|granos", "~picadura|avispa|abeja hinchado|hinchada|mareo"],
  },
  self_harm: {
    reason: "Riesgo de suicidio o autolesión",
    severity: "critical",
    cues: [
      "WANT DIE",
      "~ojala DIE|desaparecer",
      "ojala no despertar|despierte|despertara",
      "no WANT despertar",
      // Wishes in the conditional or subjunctive: "mejor si no despertara", "ojalá me muriera".
      "mejor|preferiria|gustaria|quisiera|importaria|ojala no despertar|despertara|despertase|despertarme|despertaria|despierto|amanecer|amaneciera|amanezca",
      "dormirme|dormir|durmiera|durmiese y no despertar|despertara|despertase|despertarme|despertaria|despierto|amanecer|amaneciera|amanezca",
      "si no despertar|despertara|despertase|despertarme|despertaria|despierto|amanecer|amaneciera|amanezca mejor",
      "mejor|ojala|preferiria|quisiera muriera|muriese|morirme|muera|muerta|muerto",
      "si yo no estuviera|estuviese|existiera|existiese",
      "no WANT LIVE|seguir",
      "WANT VANISH|desaparecer",
      "~ganas LIVE|seguir",
      "nada tiene sentido",
      "~SENSE LIVE|vida|nada|seguir",
      "para que seguir|vivir",
      "mejor muerto|muerta",
      "~mejor sin mi",
      "BURDEN",
      "cansado|cansada de LIVE",
      "quitarme vida",
      "acabar con todo|vida",
      "matarme|suicidarme|suicidio|suicidar",
      "me voy|quiero matar",
      "tirarme|tirar por ventana|balcon|puente",
      "hacerme dano",
      "~dejar sufrir",
      "no aguanto mas",
      "irme con mi marido|mujer|difunto|difunta",
      "~esto|vida no es vida",
    ],
  },
  poisoning: {
    reason: "Posible intoxicación o sobredosis",
    severity: "critical",
    cues: [
      "~ALL PILLS|BOX",
      "~PILLS DOUBLE|otra",
      "~WRONG PILLS",
      "POISON",
      "~DRINK|tome lejia|amoniaco|producto|limpieza|detergente",
      "~PILLS de mi marido|mujer|hija|hijo|vecina",
    ],
  },
  bleeding: {
    reason: "Sangrado abundante",
    severity: "critical",
    cues: ["~BLOOD LOTS", "~CUT DEEP", "~BLOOD no para"],
    minor: { reason: "Sangrado", cues: ["sangro|sangrando|sangra|desangrando", "me sale sangre", "~BLOOD herida|corte|cortado|cortada"] },
  },
  blood_vomit: {
    reason: "Vómito o tos con sangre",
    severity: "critical",
    cues: ["~VOMIT BLOOD", "~heces|caca negra|negras|sangre"],
  },
  headache: {
    reason: "Dolor de cabeza súbito e intenso",
    severity: "critical",
    cues: ["~PAIN HEAD WORST", "~HEAD estalla|estallar|reventar|explotar", "peor dolor"],
  },
  urgent_help: {
    reason: "Petición de ayuda urgente",
    severity: "critical",
    cues: ["socorro|auxilio", "URGENT", "ayudenme|ayudadme|ayudame", "llamen|llama|llamad 112|ambulancia", "necesito ayuda ya|urgente|ahora"],
  },
  fall: {
    reason: "Posible caída",
    severity: "high",
    cues: [
      "me FALL",
      "~me acabo caer",
      "no CAN GETUP",
      "no me CAN GETUP",
      "~FLOOR no CAN",
      "en el FLOOR",
      "~se FALL no|suelo|levanta|sangre|cabeza|ayuda",
      "~SLIP suelo|golpe|cabeza|cadera",
      "~HIT HEAD",
      "me he ido al suelo",
    ],
  },
  fainting: {
    reason: "Desmayo o mareo fuerte",
    severity: "high",
    cues: ["FAINT", "~DIZZY STRONG", "todo me da vueltas", "~se va cabeza|vista", "~veo negro|borroso"],
  },
  burn: {
    reason: "Quemadura",
    severity: "high",
    cues: ["~BURN BODY|HOT", "quemadura|quemaduras|ampolla|ampollas", "escaldado|escaldada|escalde", "me he quemado|queme"],
  },
  fever: {
    reason: "Fiebre alta",
    severity: "high",
    cues: ["~FEVER FEVER_BAD", "~escalofrios|tiritando|tiritona temblando|fiebre|confusa|confuso"],
  },
  confusion: {
    reason: "Desorientación o persona perdida",
    severity: "high",
    cues: [
      "no se WHERE estoy",
      "no se volver|llegar",
      "me he LOST",
      "estoy LOST",
      "no RECOGNISE HOME|nada|nadie|esto",
      "no se quien soy",
      "no se como volver|llegar",
      "desorientado|desorientada",
    ],
  },
  not_eating: {
    reason: "Sin comer ni beber durante días",
    severity: "high",
    cues: [
      "~DAYS sin EAT",
      "~no EAT DAYS",
      "no EAT nada desde",
      "~no EAT nada dia|ayer|dias",
      "no tengo|queda comida|comer",
      "no me queda|quedan nada comida|comer",
    ],
  },
  temperature: {
    reason: "Frío o calor peligrosos en casa",
    severity: "high",
    cues: [
      "~HEATING BROKEN|no|sin",
      "~COLD mucho|muchisimo casa|tiritando",
      "~helada|helado|congelada|congelado casa|aqui|dentro",
      "sin luz|calefaccion|calentador",
      "~sin luz|calefaccion frio",
      "~HEAT casa|insoportable|asfixiante DIZZY|agobio|ahogo|agobiada|agobiado",
      "me estoy asando",
    ],
  },
  flood: {
    reason: "Inundación en casa",
    severity: "high",
    cues: [
      "FLOOD",
      "~tuberia|caneria rota|roto|reventado|reventada|rompio|pierde",
      "~agua techo|paredes|enchufes",
      "~agua sale|saliendo|suelo|todo casa|cocina|bano|pasillo|techo|lavadora|todo",
    ],
  },
  abuse: {
    reason: "Posible maltrato, abuso o abandono",
    severity: "high",
    cues: [
      "me ABUSE_ACT",
      "~TAKE MONEY",
      "~RELATIVE TAKE|firmar|obliga MONEY|firmar|papeles",
      "me obliga|obligan|obligaron",
      "no me deja|dejan salir|comer|llamar|ver",
      "me tiene|tienen encerrada|encerrado",
      "~miedo RELATIVE",
      "me trata|tratan mal",
      "~deja|dejan sola|solo dias",
      "no me da|dan de comer",
    ],
  },
};
