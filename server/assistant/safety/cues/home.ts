// Dangers in the home: gas, smoke and fire, an intruder, water, heat and cold.
// Cue syntax: see ../categories.ts.
import type { CategorySpec, SafetyCategory } from "../categories";

export const HOME_SPECS = {
  gas: {
    reason: "Olor a gas en casa",
    severity: "critical",
    cues: [
      "~SMELL GAS",
      // Noticed rather than smelt: "ahora sí noto el gas fuerte en la cocina".
      "~noto|nota|notamos|siento GAS fuerte|mucho|muchisimo|cocina|casa|todo|toda|piso",
      "~GAS sale|salir|saliendo|escapa|abierto|abierta|fuga|escape|pierde",
      "~podrido|podridos|raro SMELL|GAS",
      "~olvidado|dejado llave|fogon|hornilla GAS",
      "!~bombona|goma silbido|rajado|raja|pierde|fsss|fuga",
      // Carbon monoxide: a heater or brazier in a closed room and a head that aches, spins or sleeps.
      "monoxido",
      "~~estufa|brasero|braserillo|calentador|caldera|butano|carbon|picon|catalitica dormitorio|habitacion|cuarto|cerrada|cerrado|cerradas|ventanas DIZZY|cabeza|sueno|nauseas|vomitos|mareada|mareado|atontada|atontado|dormido|dormida",
      // A burner left open without a flame ("el fuego encendido sin llama").
      "~fuego|fogon|hornilla|hornillo|quemador sin llama",
      // Fumes shared: a heater or a brazier and several people dizzy, sleepy or sick at once.
      "~~estufa|brasero|braserillo|caldera|calentador|picon|catalitica olor|cerrada|cerrado|dos|ambos|todos DIZZY|sueno|nauseas|vomitar|vomitos|cabeza",
    ],
  },
  fire: {
    reason: "Humo o fuego en casa",
    severity: "critical",
    cues: [
      // A fire next door coming this way (first: the reader may not veto it).
      "!~~FIRE viene|vienen|acerca|acercan|acercando|llega|llegan|llegando|extiende|extienden|pasa casa|tejado|pared|techo",
      "~SMELL SMOKE|quemado",
      "~SMOKE ROOM|sale|saliendo|mucho|lleno|enchufe|tele|cama|manta|brasero|chispas|negro|negra|todo|toda",
      "~echando|echa|sacando|negro|negra SMOKE secadora|lavadora|horno|microondas|estufa|radiador|cargador|ordenador|calefactor|motor|tostadora|plancha",
      "~FIRE aceite|sarten|manta|cortina|cortinas|faldillas|brasero|ropa|cama|mesa|estufa|sillon|sofa|colchon",
      "~chispas ROOM|cama|manta|enchufe|brasero",
      // "Llama" alone is also "she calls": only flames, or a flame that climbs.
      "~chispa|chispas|llamas alfombra|sofa|cortina|cortinas|cama|manta|sillon|colchon|ropa|techo|mesa",
      "sube|suben|subiendo|prende|prendido la|las llama|llamas",
      "~prendido|ardiendo viga|techo|madera|chimenea",
      "~lumbre techo|viga|cortina|tejado|pared|cama",
      "~echando|sale|saliendo fuego",
      "~SMOKE llenando|llena|no veo",
      "incendio|llamas",
      "~FIRE ROOM|sarten|cortina|cortinas|sofa|enchufe|cama",
      "se|esta quemando|ardiendo casa|cocina|sarten|cortina|cortinas|algo",
      // A flame caught from a candle or a brazier and climbing.
      "~~vela|velas|brasero|estufa|chimenea|mechero|cerilla|colilla cogio|cogido|prendio|prendido|prende|agarro|sube|subiendo",
    ],
  },
  intruder: {
    reason: "Posible intruso en casa",
    severity: "critical",
    cues: [
      "~THIEF ROOM|dentro|entrado|puerta|ventana|aqui|revolviendo",
      // Climbing in: "dos muchachos saltando el muro del patio, quieren entrar por la galería".
      "~~saltando|saltado|salta|saltan|forzando|forzado|fuerzan muro|valla|tapia|reja|rejas|ventana|cerradura|puerta entrar|dentro|patio|casa",
      "han|ha BREAKIN casa|dentro|puerta|ventana",
      "~SOMEONE BREAKIN|forzar|abrir DOOR",
      "~hay|oigo|oido|veo|visto|escucho|entrado|metido|colado|entrar SOMEONE|THIEF dentro|casa|ROOM|balcon|ventana|puerta",
      "intentando|intentan|intenta forzar|entrar|abrir",
      "~forzando|forzar|fuerzan|hurgando|reventando|rompiendo DOOR",
      "~patadas|aporreando|aporrea|golpeando|empujando DOOR abra|abrir|entrar|gritando|grita",
      "~tirado|reventado|roto|echado puerta abajo",
      "se estan llevando|llevan cosas|todo",
      "~~entrado|metido|colado no quieren|quiere ir|marchar|salir",
      "~rompen|rompiendo|roto cristal|cristales DOOR|entrado",
      "~toqueteando|trasteando|forzando|hurgando|aporreando puerta|cerradura|ventana|persiana",
      "~oigo|oido|oyen|oye pasos|voces|ruidos ROOM|abajo|dentro",
      // A torch moving about inside, lit by nobody in the house.
      "~~linterna|linternas moviendose|mueve|movia|moviendo|alumbrando|enfocando ROOM|dentro|casa|ventana|jardin|abajo",
      "~colado|colados dentro|casa|ROOM|corral|patio|almacen",
      "~trepando|escalando|subiendo|saltando|saltado balcon|ventana|fachada|terraza|tapia|valla",
      "han|se metido|colado|colao dentro|casa|ROOM",
      "me estan robando|atracando",
      "~THIEF robando",
      // Came in with a story and is now inside going through the drawers.
      "~~entro|entrado|entrao|metido|colado|pasado|pasao diciendo|dijo|dice|decia ROOM|ahora revolviendo|rebuscando|registrando|abriendo",
    ],
  },
  flood: {
    reason: "Inundación en casa",
    severity: "high",
    cues: [
      // Water running through the house and sparks: the flood's advice (cut the power, keep off the water).
      "~~agua cocina|salon|pasillo|bano|casa|todo|toda|suelo chispas|chispazo|chispazos",
      "FLOOD",
      "~tuberia|caneria rota|roto|reventado|reventada|rompio|pierde",
      "~agua techo|paredes|enchufes",
      "~agua sale|saliendo|suelo|todo casa|cocina|bano|pasillo|techo|lavadora|todo|todas|partes|calentador|termo",
      "~agua entra|entrando puerta|debajo|techo|ventana",
      "~~agua|charco llega|llegando|sale|saliendo|creciendo|crece rodillas|tobillos|cintura|enchufe|enchufes|pasillo|salon|dormitorio|habitacion|escalera|rellano",
      "~agua casa|cocina|salon|dentro|pasillo|habitacion rodillas|tobillos|cintura|enchufe|enchufes",
      "~~rio|arroyo|regato|rego|acequia salio|salido|sale|desbordo|desbordado|crecido agua|casa|dentro|entra|entrando",
      "~~no CAN cerrar|parar grifo|llave|agua|banera",
      "~agua chorros|chorro termo|enchufes|tuberia",
      "~agua soltado|no para cocina|casa",
      "gota fria",
      "~agua metido|subiendo planta|casa|baja",
    ],
  },
  temperature: {
    reason: "Frío o calor peligrosos en casa",
    severity: "high",
    cues: [
      // No heating for days and shaking in bed.
      "~~no hay|sin calor|calefaccion|luz temblar|temblando|tiritando|tiemblo|helada|helado|congelada|congelado",
      "~HEATING BROKEN|no|sin",
      "~COLD mucho|muchisimo casa|tiritando",
      "~helada|helado|congelada|congelado casa|aqui|dentro",
      "sin luz|calefaccion|calentador",
      "~sin luz|calefaccion frio",
      "~HEAT casa|insoportable|asfixiante DIZZY|agobio|ahogo|agobiada|agobiado",
      "me estoy asando",
      "~tiritando|temblando frio",
      "~~calor|grados casa|dentro|cama|ventilador|calima mal|DIZZY|agobio|ahogo|agobiada|horroroso|fatal|sudando|horno",
      // Caught by the sun working outside: "me cogió el sol en la huerta y estoy mareada".
      "~~sol|solana|calor cogio|cogido|pegado|dado|dio|golpe DIZZY|ardiendo|vomito|vomitando|confusa|confuso|levanto",
      "golpe de calor",
      // Hours in the sun, then a burning head or skin and vomiting or confusion; or no sweat at all.
      "~~sol|solana|calor cabeza|piel|ardiendo|arde vomito|vomitos|vomitando|atontada|atontado|liado|liada|liao|seca|confusa|confuso",
      "~~sol|solana|calor no sudo|sudar",
      "~~cortado|cortaron|cortan luz|calefaccion frio|temblando|tiritando|helada|helado|tiemblo",
      "~~casa|piso|dentro|cuarto COLD|fria tirita|tirito|tiritando|tiemblo|temblando|tiembla",
      "acabado|acabo|termino|terminado lena|butano|gasoil|gasoleo|carbon|pellets",
      "casa es horno",
      "~calor insoportable|horroroso|horrible|asfixiante|infernal casa|piso|dentro",
      "~calor colorado|atontado|mareado|DIZZY",
      "no me calienta nada",
      "no me queda|tengo lena|butano|gasoil|bombona|calefaccion",
      "~casa|piso congelador|nevera|iglu|carambano|polo",
      "~helado|helada todo|carambano",
      "~grados roja|rojo|colorada|colorado|atontada|atontado|mareada|mareado",
      "~calor no CAN mover|respirar|aguantar",
    ],
  },
} satisfies Partial<Record<SafetyCategory, CategorySpec>>;
