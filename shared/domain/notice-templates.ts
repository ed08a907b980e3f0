// Ready texts for the notices staff send most, in plain words, from public-health advice (Spain's Ministry of
// Health heat and cold plans, the WHO's heat-health guidance): staff choose one and may change anything.

export const NOTICE_TEMPLATES = [
  {
    key: "heat",
    label: "Ola de calor",
    title: "Aviso por calor",
    body:
      "Estos días va a hacer mucho calor. Beba agua a menudo, aunque no tenga sed. " +
      "Entre las 12 y las 17 horas quédese en casa o en un sitio fresco, y no haga esfuerzos. " +
      "Baje las persianas durante el día y ventile la casa por la noche. " +
      "Lleve ropa ligera y coma fruta, verdura y comidas ligeras. " +
      "Si se siente mareado, muy cansado o con dolor de cabeza, pida ayuda. " +
      "En una emergencia, llame al 112.",
  },
  {
    key: "cold",
    label: "Ola de frío",
    title: "Aviso por frío",
    body:
      "Estos días va a hacer mucho frío. Mantenga caliente la habitación donde pasa más tiempo. " +
      "No use braseros ni estufas de gas o de leña sin ventilación: pueden soltar gases peligrosos. " +
      "Abríguese con varias capas de ropa y tome comidas y bebidas calientes. " +
      "Si sale a la calle, tenga cuidado con el hielo en el suelo. " +
      "Si se siente mal o tiene mucho frío, pida ayuda. En una emergencia, llame al 112.",
  },
  {
    key: "water",
    label: "Corte de agua",
    title: "Aviso de corte de agua",
    body:
      "Va a haber un corte de agua en su zona. Antes del corte, guarde agua en botellas o recipientes limpios " +
      "para beber, cocinar y lavarse. Si toma medicinas, tenga una botella de agua a mano. " +
      "Cierre los grifos mientras no haya agua. " +
      "Si necesita ayuda, llame al programa. En una emergencia, llame al 112.",
  },
] as const;

export type NoticeTemplateKey = (typeof NOTICE_TEMPLATES)[number]["key"];
