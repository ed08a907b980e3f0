// Dangers to the body (emergency triage list). Injuries and fever: bleeding, falls, burns, high fever.
// Cue syntax: see ../categories.ts.
import type { CategorySpec, SafetyCategory } from "../categories";

export const INJURY_AND_FEVER_SPECS = {
  bleeding: {
    reason: "Sangrado abundante",
    severity: "critical",
    cues: [
      // Bleeding that will not stop is said plainly (first: the reader may not veto it).
      "!~BLOOD no para",
      // A wound soaking through: "se me ha abierto la herida y está empapando la venda y la sábana".
      "~~empapando|empapado|empapada|empapados|empapadas|empapa|chorrea|chorreando venda|vendas|sabana|toalla|toallas|gasas|gasa|camisa|trapo|trapos|panuelo|panuelos|pano|panos|servilleta","~BLOOD LOTS", "~CUT DEEP",
      // A cut to the bone or a finger hanging (the reader may not veto these): "se ve el hueso", "el dedo casi colgando".
      "!~~CUT|cortao se ve|veo|asoma|hasta hueso|blanco|tendon",
      "!~CUT|cortao|rajado dedo|trozo colgando|colgado|colgao",
      "~llevado|llevao|rebanado|cortado|cortao medio|punta|trozo dedo", "~BLOOD no deja|dejan", "~BLOOD|hemorragia no CAN|logro contener|cortar|parar|detener", "sangre sin parar"],
    minor: { reason: "Sangrado", cues: ["sangro|sangrando|sangra|desangrando", "me sale sangre", "~BLOOD herida|corte|cortado|cortada", "~orino|orinando|meando|pis BLOOD"] },
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
      "~SLIP suelo|golpe|cabeza|cadera|ducha|bano|banera|ROOM|escalera|escaleras|calle|acera",
      "~HIT HEAD",
      "me he ido al suelo",
      "me fui|ido|voy al|para suelo",
      "dado|di|pegado|golpeado con|en cabeza",
      "~HIT suelo|cocina|bano|ducha|calle|escalera|escaleras|roto|rota",
      "~FALL HELP",
      "~se FALL calle|escalera|escaleras|bano|ducha|acera|pozo|acequia|alberca|zanja|barranco|balsa",
      "~roto|rota cadera|muneca|pierna|brazo",
      "estoy tirada|tirado",
      // "Me fui de culo", "me fui pal suelo" and cannot get out or up.
      "~fui|caido|cai de culo|morros|boca|espaldas|bruces",
      "~~fui|ido suelo|culo|morros no salgo|levanto|CAN",
      "~~tirada|tirado|suelo no CAN|salgo|levanto|levantarme|GETUP",
      "sin poder GETUP",
      "no CAN apoyar|andar",
      "no CAN poner|ponerme|ponerse de|en pie",
      // Said formally: "me resulta imposible incorporarme", "soy incapaz de ponerme en pie".
      "imposible|incapaz GETUP",
      "imposible|incapaz ponerme|ponerse de|en pie",
    ],
  },
  burn: {
    reason: "Quemadura",
    severity: "high",
    cues: [
      "~BURN BODY",
      "~BURN BODY|HOT",
      "quemadura|quemaduras|ampolla|ampollas|ampollado|ampollada",
      "escaldado|escaldada|escalde",
      "me he quemado|queme",
      "~hirviendo|ardiendo BODY|encima|piel",
      "carne viva",
      "piel levantada|levantado",
      "~arde|quema|escuece BODY|piel|encima",
      "~derramado|caido|echado|saltado|volcado|vertido aceite|hirviendo|cazo|olla BODY",
      "~~salpicado|salpico|salpica|saltado|salto aceite|agua|cafe|gasoil|gasolina|petroleo|alcohol cara|ojo|ojos|BODY",
      "~levantando|levanta piel",
    ],
  },
  fever: {
    reason: "Fiebre alta",
    severity: "high",
    cues: [
      "~arde|ardiendo cuerpo castanetean|castaneteo|castanean|tiritando|tiemblo|temblando|escalofrios",
      "~FEVER FEVER_BAD",
      "~escalofrios|tiritando|tiritona temblando|fiebre|confusa|confuso",
      "~termometro|temperatura 39|40|41|cuarenta|treinta",
      // "Tengo 39 y pico", "con 40 y medio": the number of a fever.
      "38|39|40|41 pico|medio|decimas",
      "~39|40|41|cuarenta temblar|temblando|tiritando|tirito|escalofrios|calentura",
      "~ardiendo|quemando FEVER",
      "~tiritando|temblando|tiemblo|tirito|escalofrios 39|40|FEVER",
      // Shivering and burning up at once: "me tiembla todo de frío pero estoy que quemo".
      "~~tiembla|tiemblo|tiritando|tirito|escalofrios quemo|ardo|ardiendo|abraso",
      // A fever that does not come down, with shivers or a head that goes (the "no" is the cue's own).
      "~~FEVER no baja|cede|bajado tiemblo|temblando|tiritando|escalofrios|cabeza",
      // A fever with a stiff neck: "calentura y el cuello tieso".
      "~FEVER|calentura cuello|nuca tieso|tiesa|rigido|rigida",
      "~~frente|cuerpo quema|ardiendo|arde tiritando|tiritera|tiriteras|temblar|temblando|escalofrios|tiritona|tiritonas",
    ],
  },
} satisfies Partial<Record<SafetyCategory, CategorySpec>>;
