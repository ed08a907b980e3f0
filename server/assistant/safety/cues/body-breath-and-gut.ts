// Dangers to the body (emergency triage list). Airway and gut: breathing and choking, allergy, poisoning, vomiting blood, not eating.
// Cue syntax: see ../categories.ts.
import type { CategorySpec, SafetyCategory } from "../categories";

export const BREATH_AND_GUT_SPECS = {
  breathing: {
    reason: "Dificultad para respirar o atragantamiento",
    severity: "critical",
    cues: [
      "no CAN|consigo BREATHE",
      "no respiro",
      "no me entra|llega aire",
      "cuesta|dificultad|falta BREATHE",
      "CHOKE",
      "~STUCK THROAT",
      "~trozo|hueso|espina THROAT",
      "sin aire|respiracion",
      "falta aire|aliento",
      "me ahogo",
      "no le|me pasa|entra aire",
      "~apuro|fatiga respiracion|respirar",
      "estertor|estertores",
      "~labios|unas morados|morada|azules|azulados",
      "~azul|morado|morada|azulados|azulado|amoratado BREATHE|comiendo|labios|tragado|poniendo|pone|puso|tose|tosiendo",
      // "Fatiga" is breathlessness in the south: "una fatiga que no puedo ni hablar".
      "~fatiga|ahogo|asfixia no CAN hablar|andar|moverme|respirar",
      // Breathing gone wrong in someone watched: fast, noisy, whistling.
      "~~respirando|respira|respiracion rapido|ruido|pitos|silbidos|silba",
      // The oxygen meter reads low (a figure no one reports in calm): "la saturación me marca 86", "el pulsioxímetro da 84".
      "!~saturacion|saturo|satura|pulsioximetro|oxigeno 70|75|78|80|81|82|83|84|85|86|87|88|89|90",
    ],
  },
  allergy: {
    reason: "Reacción alérgica grave",
    severity: "critical",
    cues: [
      "~SWELL SWELL_PART",
      "~ALLERGY SWELL|BREATHE|THROAT|ronchas|granos",
      "~picadura|avispa|abeja hinchado|hinchada|mareo",
      "~cierra|cierre|cerrando|cerrado|cerrada garganta",
      "~ronchas|habones SWELL|THROAT|BREATHE|todo",
      "~cara|labios globo|hinchada|hinchados",
      "~labios|lengua|cara|boca morcillas|gorda|gordos|hinchada",
      "~ALLERGY comido|comio|nueces|frutos|cacahuete|colorada|colorado|tose",
      "~apretada|apretado|cerrada garganta",
      "~picado|pico|picao abeja|avispa ALLERGY",
      "~SWELL entera|entero|cuerpo",
      // A sting and then choking: "picadura de avispa y me ahogo".
      "~picadura|picado|pico|picao abeja|avispa|avispas|abejas CHOKE",
      // Hives or a rash with dizziness, breathlessness or trouble swallowing.
      "~~ronchas|habones|sarpullido no trago|tragar",
      "~~ronchas|habones|sarpullido DIZZY|silbido|silbio|ahogo",
      "~~pica|pican|picor boca|labios|lengua gorda|gordos|hinchada|hinchados|silbido|silbio",
    ],
  },
  poisoning: {
    reason: "Posible intoxicación o sobredosis",
    severity: "critical",
    cues: [
      // Not knowing how many times a dose was taken (first: the reader may not veto it).
      "!~~PILLS dos|tres|varias veces no acuerdo|cuantas",
      // "En vez de una me he tomado cinco o seis", "toda la tira de paracetamol".
      "~~tomado|tome|tomao|tomo cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte|varias|tira|punado|punao PILLS|dormir|cajas|iguales|tension|azucar",
      "~ALL PILLS|BOX",
      "~PILLS DOUBLE|otra",
      "~WRONG PILLS",
      "POISON",
      "~DRINK|tome lejia|amoniaco|producto|limpieza|detergente",
      "~PILLS de mi marido|mujer|hija|hijo|vecina",
      "~DRINK muchas|demasiadas|demasiada|excesiva|excesivo|exceso|monton|punado|varias|varios PILLS",
      // Wild mushrooms and vomiting, a swallowed battery: specific enough that the reader may not veto them.
      "!~setas VOMIT|retortijones|mareo|mal",
      "!~~setas|hongos vomitando|vomitos|retortijones|VOMIT",
      // Doses counted wrong: "creo que tomé dos veces la del corazón", "fui tomando de las de dormir, no sé cuántas".
      "~~tome|tomado|tomao|tomo dos|tres|cuatro|varias veces hoy|creo|error|querer|equivocado|equivocada|otra|corazon|tension|azucar|dormir",
      "~~tomado|tome|tomando|tomao|tragado PILLS|dormir|corazon|tension|azucar no cuantas|cuantos",
      // Swallowed objects and products, mostly children: a button battery burns within hours.
      // A button battery or magnets burn inside within hours: the reader may not veto them.
      "!~tragado|tragao|tragada|trago|comido|metido pila|pilas|iman|imanes",
      "~tragado|tragao|tragada|trago|comido|metido boton|moneda|canica|lejia|friegasuelos|detergente|capsula",
      "~PILLS sin querer|kerer",
      "~tomado|tome|tragado toda|todas semana|golpe",
      "~PILLS tres|varias|cuatro veces",
      "~comido|tragado PILLS|pastillero",
      "~echado|bebido POISON",
      "~DRINK|bebido|trago|tragado|echado CHEMICAL",
      "~tragado|tragada PILLS",
      // "Me he tomado las de hoy y las de mañana juntas", "me he tomado 6 paracetamoles".
      "~tomado|tome|tragado hoy manana|semana juntas|juntos|todas",
      "~~tome|tomado|tomao PILLS otra vez|dobles|doble|repetidas",
      "~liado|lio|equivocado PILLS|pastillero",
      "~tomado|tome|tragado 5|6|7|8|9|10|12|15|20|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte PILLS|paracetamoles|paracetamol|ibuprofenos|nolotiles|sintrom|lorazepam|orfidal|diazepam|trankimazin",
    ],
  },
  blood_vomit: {
    reason: "Vómito o tos con sangre",
    severity: "critical",
    cues: [
      "~VOMIT BLOOD",
      // Black stools, however told: "hago de vientre negro", "las deposiciones negras".
      "!~heces|caca|cacas|cagalera|diarrea|vientre|deposiciones|deposicion|cagadas|cagada negra|negras|negro|negros|sangre|alquitran|pez",
      "!~VOMIT negro|negra|posos|cafe",
      "~VOMIT sale|echo|echando rojo|roja",
      // The clinical names: vomiting blood, black stools, blood from the back passage or coughed up.
      // A clinical name is used for nothing else, so the reader may not veto it.
      "!hematemesis|melenas|rectorragia|hemoptisis",
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
      "no pruebo|prueba|prueban|probado bocado",
      "sin probar|comer bocado",
      "ni como ni bebo",
      "~no EAT|pruebo|probado desde DAYS",
      "~llevo|desde sin EAT|beber DAYS",
      "~DAYS solo poco agua|EAT",
      "~nevera|frigorifico|despensa|alacena vacia|vacio|nada",
      "~~acabo|acabado|termino|terminado comida DAYS|pan|nada|hambre",
      "no me queda|quedan nada comida|comer",
    ],
  },
} satisfies Partial<Record<SafetyCategory, CategorySpec>>;
