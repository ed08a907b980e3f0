// Dangers to the body (emergency triage list). Heart, brain and consciousness: chest pain, stroke, sudden headache, fainting, unconsciousness.
// Cue syntax: see ../categories.ts.
import type { CategorySpec, SafetyCategory } from "../categories";

export const HEART_AND_BRAIN_SPECS = {
  chest_pain: {
    reason: "Dolor en el pecho",
    severity: "critical",
    cues: [
      "~PAIN CHEST",
      "HEART",
      "ataque corazon",
      "~PAIN brazo izquierdo",
      // Pain that climbs to the jaw or runs down the arm, with sweat.
      "~sube|corre|baja|irradia|pasa mandibula|quijada|barbilla|brazo|cuello|hombro sudo|sudando|sudor|suda|PAIN",
      "~PAIN|lado izquierdo|izquierda mandibula|quijada|barbilla|cuello|sudando|sudor|sudo|suda",
      "~me aprieta|aprietan|apretaran|oprime CHEST|cuello",
      "~mano|manos CHEST",
      "~garra|peso|piedra|losa CHEST",
      "~aprieta|estruja|estrujara|oprime sudando|sudor|centro",
      "~apreton|pinchazo|opresion medio|centro|brazo|hombro",
      "~CHEST hombro|gris|palido|mandibula|espalda",
      "~elefante|peso|losa encima|sentado",
      "~sudor|sudando|empapada|empapado CHEST|brazo",
      // A pressure high in the belly that climbs to the neck or the jaw (how many women feel a heart attack).
      "~~opresion|presion|aprieta|oprime|apreton|CHEST|estomago sube|subiendo|corre|irradia cuello|mandibula|quijada|brazo",
    ],
  },
  stroke: {
    reason: "Posibles signos de ictus",
    severity: "critical",
    cues: [
      // Speech gone thick: "hablo como borracha y no he bebido", "me habla enredado".
      "~hablo|habla|hablando como borracha|borracho|trapo",
      "habla|hablo enredado|enredada|trabado|trabada|raro|rara",
      "~mano|brazo|pierna torpe|tonta|muerta de repente|golpe|pronto",
      "STROKE",
      "derrame cerebral|cerebro",
      "no CAN MOVE ARM",
      "no lo|la|los|las CAN MOVE",
      "no CAN levantar|subir|mover brazo|mano",
      "no veo por ojo",
      "~ARM muerta|muerto|dormida|dormido izquierda|izquierdo|derecha|derecho|entera|entero|toda",
      "~cae|caido|caida|colgando lado|mitad cara|boca",
      "~cara ido|va lado",
      "~arrastra|arrastrando palabras|lengua",
      "~baba lado|boca",
      "no CAN sonreir",
      "veo doble",
      "~perdido|perdida|pierdo fuerza|fuerzas ARM",
      "sin ver|no veo de|por ojo",
      "~ARM no hace caso",
      "~arrastra|arrastrando pierna|pie",
      "~babeo|babea|baba lado|boca",
      "~ARM corcho|trapo|acorchada|acorchado",
      "me trabo|trabo al hablar",
      "~ARM no obedece|responde|funciona|agarra|sujeta",
      "~palabras no son|raras|extranas|sentido",
      "no FEEL ARM",
      "~HALF cara|cuerpo CROOKED|duerme|duermen|hormigueo|hormigas|dormida|dormido|parestesias|acorchada|acorchado|acorchamiento",
      // Said clinically: the corner of the mouth pulled, trouble articulating.
      "~desviacion|desviada|desviado|caida comisura|boca|labio",
      "dificultad|dificultades|problemas para articular|vocalizar",
      "~parestesias|acorchamiento|torpeza ARM izquierda|izquierdo|derecha|derecho",
      "~perdido|perdida|pierdo vision|vista ojo|repente|golpe|brusca",
      "~boca|cara CROOKED",
      // The face or the walk pulled to one side: "la boca para un lado", "se le va para el lado".
      "boca|cara|labio para|pa|hacia lado",
      "se le va|iba|fue|tuerce para|pa|hacia lado",
      // A hand gone dead or dropping things, and drooling: "la mano como muerta", "se me cae la baba".
      "ARM como muerta|muerto",
      "cae|caia|cayendo|cayo baba",
      "no me salen palabras",
      "no CAN hablar|SPEAK",
      "~lengua trabada|traba|trapo|lia|enreda",
      // A limb gone all of a sudden: "se me ha ido la mano derecha de golpe" (not "se me fue la mano con la sal").
      "~ido|fue|iba ARM derecha|derecho|izquierda|izquierdo golpe|repente|pronto",
      "~habla|hablo raro|rara|extrano|mal|entiende",
    ],
  },
  headache: {
    reason: "Dolor de cabeza súbito e intenso",
    severity: "critical",
    cues: [
      // "Nunca me ha dolido la cabeza así": a first, worst headache (first: the reader may not veto it).
      "!~nunca|jamas dolido|dolia|dolio|duele HEAD asi|tanto|igual",
      // "Como si me pegaran un tiro en la nuca", "como un rayo en la cabeza".
      "~nuca|cabeza|HEAD tiro|rayo|martillazo|explosion|estallar|estallido|hachazo|mazazo",
      "no soporto|aguanto luz",
      "~PAIN HEAD WORST",
      "~jaqueca|migrana|cefalea WORST",
      "duele tanto cabeza que no",
      "~HEAD estalla|estallar|reventar|explotar|estallado|estallao|reventado|reventao|explotado|explotao|estallando|reventando", "peor dolor",
      // A stab so strong one has to sit down; the strongest ever.
      "~pinchazo|punzada|dolor HEAD tan fuerte|fuertisimo",
      "~PAIN HEAD mas fuerte que"],
  },
  unconscious: {
    reason: "Persona inconsciente o con convulsiones",
    severity: "critical",
    cues: [
      // Pulled out of the water and not moving: "ya la han sacado pero no llora ni se mueve".
      "!~~sacado|sacao|sacamos|sacaron piscina|agua|pozo|rio|mar|banera no mueve|reacciona|respira|llora",
      "no RESPOND",
      "no respira",
      // Not waking, however shaken: "no hay quien lo despierte", "le muevo y nada".
      "no se|lo|la|le despierte|despierten",
      "no hay manera|forma|quien despertarlo|despertarla|despertarle|despierte",
      "le|la|lo muevo|toco|zarandeo|sacudo|muevo y nada",
      // Not waking however hard one tries: "no despierta por más que le muevo".
      "~~no despierta|reacciona|responde|contesta mas|aunque muevo|zarandeo|sacudo|grito|llamo|toco",
      "~no contesta|responde|reacciona respira|respirando raro|ronca",
      "sin responder|reaccionar|contestar|moverse",
      // Not the stem "despert": "no me despiertes" is a request, "no se despierta" an emergency.
      "no se|lo|la|le|consigo|puedo despierta|despierto|despertar|despertarlo|despertarla|despertarle",
      "SEIZURE",
      "LOST_VERB SENSES",
      "UNCONSCIOUS",
      "~ojos blanco|blancos",
      "sin conocimiento|sentido",
      "no abre ojos",
      "~no contesta|reacciona ojos|abre|suelo|tirado|tirada|cama|caido|caida|redondo|redonda",
      "~tirado|tirada no menea|mueve|responde|reacciona|dice|habla|contesta",
      "le|la llamo y nada",
      "~desplomado|caido no mueve|menea|dice|contesta|responde|reacciona",
      "no vuelve en si",
      // Someone else collapsed ("se ha desplomado", "se ha derrumbado en el salón").
      "se|ha desplomado|desplomada|desplomao|desplomo|derrumbado|derrumbada|derrumbo",
      "~llamo no vuelve|contesta|responde",
      // Down and neither answering nor moving: "se ha caído en el patio y no habla ni se mueve".
      "~~caido|caida|suelo|tirado|tirada no habla|contesta|responde|reacciona mueve|menea",
    ],
  },
  fainting: {
    reason: "Desmayo o mareo fuerte",
    severity: "high",
    cues: [
      "FAINT",
      // Senses lost for a moment and back: told by the person or about someone coming round.
      "~~perdi|perdido|perdio|quedado|quedao|quede sentido|conocimiento momento|momentito|rato|ratito|segundos|instante|minuto|poco",
      "me he|ha desplomado|desplomada",
      "~todo|cabeza da|dando vueltas",
      // About to fall from dizziness: "me voy a caer redonda".
      "~voy|vaya a caer|caerme DIZZY|mareada|mareado|negro|vueltas|redonda|redondo", "~DIZZY STRONG", "todo me da vueltas", "~se va cabeza|vista", "~veo negro|borroso", "perdido|perdida fuerzas|sentido", "~nubla|nublando vista|todo|to", "me quedado en blanco",
      // Standing, then on the floor, with time missing: "no sé cuánto tiempo", "me fui de vista".
      "~~pie|desperte|desperto suelo no cuanto|cuantos|como|tiempo",
      "me fui|iba|va|fue de vista",
      "~~quedado|quedao|quede|quedo|estuve|estado sin sentido|conocimiento momento|momentito|rato|ratito|segundos|instante|minuto|poco",
      // Dropping all at once: "me caí redonda" is a faint (someone who then does not answer is unconscious).
      "me FALL redonda|redondo",
      "~~desperte|desperto|volvi gente|suelo|alrededor"],
  },
} satisfies Partial<Record<SafetyCategory, CategorySpec>>;
