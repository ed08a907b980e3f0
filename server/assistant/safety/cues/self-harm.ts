// Wishes not to live, plans and goodbyes: the one danger the reader may never overrule. Goodbyes
// without a word of dying, which a trip or an errand may explain, are read in ../farewell.ts.
// Cue syntax: see ../categories.ts.
import type { CategorySpec, SafetyCategory } from "../categories";

export const SELF_HARM_SPECS = {
  self_harm: {
    reason: "Riesgo de suicidio o autolesión",
    severity: "critical",
    cues: [
      "WANT DIE",
      "~ojala DIE|desaparecer",
      "ojala no despertar|despierte|despertara",
      "no WANT despertar|despertarme",
      // Wishes in the conditional or subjunctive: "mejor si no despertara", "ojalá me muriera".
      "mejor|preferiria|gustaria|quisiera|importaria|ojala no despertar|despertara|despertase|despertarme|despertaria|despierto|amanecer|amaneciera|amanezca",
      "dormirme|dormir|durmiera|durmiese y no despertar|despertara|despertase|despertarme|despertaria|despierto|amanecer|amaneciera|amanezca",
      "si no despertar|despertara|despertase|despertarme|despertaria|despierto|amanecer|amaneciera|amanezca mejor",
      "mejor|ojala|preferiria|quisiera muriera|muriese|morirme|muera|muero|muerta|muerto",
      "~dios|senor|virgen lleve|llevara|llevase|llevaras|recoja",
      "mejor cementerio|tierra",
      "quitar|quitarme de en medio",
      "~cortado|cortar|cortarme|corte venas|munecas",
      "~tomarmelas|tomarmelos|tomarlas todas|todos|juntas|golpe",
      // Thinking of it, not done yet: "pensando en tomarme todas las pastillas de golpe".
      "~pensando|pienso|pensado|ganas|tentada|tentado tomarme|tragarme PILLS todas|golpe|juntas|caja|bote|tiron",
      "no|poco valgo|sirvo nada|para",
      "no pinto nada",
      "WANT cortarme|ahorcarme|tirarme|matarme",
      "~decidido|pensado como hacerlo",
      "pienso en irme con",
      "~guardado|guardando|escondido PILLS hacerlo",
      "~~guardado|guardada|guardados|guardadas|guardando|juntado|juntadas|juntando|escondidas|escondiendo|ahorrando|apartado|apartando|apartadas|acumulado|acumulando|reservando|almacenando PILLS terminar|acabar|todo|noche|decido|decida|decidiera|atrevo|atreva|hacerlo|hacer|pueda|puedo|aguante|aguanto|llegue|canse",
      "~~guardado|guardada|guardados|guardadas|guardando|juntado|juntadas|juntando|escondidas|escondiendo|ahorrando PILLS no pueda|puedo|aguante|aguanto|quiera|quiero",
      "~~voy|vaya|pienso|quiero tomar|tomarme|tragar|tragarme todas|toda|caja|bote PILLS|juntas|golpe",
      "~~adios|despido|despidiendo|despedirme|despedida cuida|cuidad|cuidadme|cuidar|cuidame|perdonad|perdoname|perdonadme",
      // Goodbyes and giving things away: "me estoy despidiendo de todos", "he repartido mis cosas".
      "~~despidiendo|despedirme|despedido|despedi|despido repartiendo|repartido|regalando|regalado|dando|dejado|dejao|todos|cosas|joyas|carta|cartas|nota",
      "~~repartiendo|repartido|regalando|regalado cosas|joyas|todo ya|no voy|no necesitare|necesitar|falta|despedida|despidiendo",
      "no deje|dejes despertar",
      "de sobra|sobro en|este mundo",
      "sobro en|este mundo|vida",
      "mejor me iba|voy|fuera con",
      "que|si yo no estuviera|existiera|estuviese",
      "~cielo|alla irme|voy|ir",
      "~cuerda|soga preparada|colgarme|ahorcarme|trastero",
      "ahorcarme|colgarme",
      // "Me voy a colgar en el pajar": hanging, with where (not the phone or the washing).
      "~voy|quiero colgar|ahorcar pajar|viga|arbol|cuadra|granero|cobertizo|trastero|cuerda|soga",
      "~quiero|voy cortar cuchillo|navaja|cuchilla|venas",
      "~veneno|matarratas|raticida preparado|preparada|mezclado|guardado",
      "~dejado PILLS posta|aposta|adrede|morirme",
      "lo tengo decidido",
      "pensando en tirarme|matarme|quitarme",
      "tengo pensado como hacerlo",
      "~tirar|tirarse|tirarme via|vias|tren|puente|balcon|ventana|rio|pozo|barranco|pantano|embalse|acantilado|tajo",
      "se va a matar",
      "~rajado|cortado|cortar muneca|munecas|venas",
      "no sufrir|sufro mas",
      "ganas de irme con",
      "~quiero|ir alla|arriba|cielo con",
      "~rezo|pido recoja|lleve|llevara|llevase",
      "~nadie importaria|importa muero|muriera|falta",
      "~carta|nota despidiendome|despedida|despedirme",
      "si yo no estuviera|estuviese|existiera|existiese",
      "no WANT LIVE|seguir",
      "WANT VANISH|desaparecer",
      "~ganas LIVE|seguir",
      // "No tengo ganas de nada, ni de vivir": the wish is in the last item of the list.
      "ganas|fuerzas ni LIVE|seguir",
      "nada tiene sentido",
      // "Para qué sigo aquí", "pa q sigo viva": a question about going on living.
      "para|pa que sigo|seguir aqui|viva|vivo|vivir|viviendo|en este mundo",
      "~desaparecer|desapareciera|desapareciese|irme|morirme|muriera|muriese para siempre",
      // "Sería mejor para todos que yo desapareciera": being a weight on others, in the conditional.
      "~mejor para todos desaparecer|desapareciera|desapareciese|muriera|muriese|faltara|faltase|estuviera",
      "~solo|no hago mas que doy|dar|causo trabajo|molestias|problemas|guerra mejor|desaparecer|morirme|irme",
      // The word itself: "sentado" shares the stem of "sentido".
      "~sentido LIVE|vida|nada|seguir",
      "para que seguir|vivir",
      "mejor muerto|muerta",
      "~mejor sin mi",
      "soy|ser una|un carga|estorbo",
      "cansado|cansada de LIVE",
      "quitarme vida",
      "acabar con todo|vida|esto",
      "matarme|suicidarme|suicidio|suicidar",
      // The clinical words: "ideas autolíticas", "ideación suicida".
      "autolitica|autoliticas|autolitico|autoliticos|autolisis|autolesion|autolesionarme",
      "me voy|quiero matar",
      "tirarme|tirar por ventana|balcon|puente",
      "hacerme dano",
      "~dejar sufrir",
      "no aguanto mas",
      "irme|estar con mi marido|mujer|difunto|difunta|pepe",
      // "Dile a mis hijos que les quiero y que no se enfaden por lo que voy a hacer".
      "por lo que voy|vaya hacer",
      "decidido|llegado hoy es dia",
      "no ganas LIVE|seguir",
      "no aguanto|aguanta mas|ma",
      "~~cuantas PILLS falta|hacen|necesito|tomar|tomarme no despertar|despertarse|despertarme|morir|morirme|matarme",
      "~~escopeta|pistola|revolver sacado|cargada|cargado|encima|aqui|mesa|mano",
      "~mejor|ojala muera|muriera|muriese|morirme ya|pronto|todo|para|pa",
      "~~puente|rio|vias|balcon|azotea|acantilado mas facil|tirarme|saltar|acabar",
      "~~~cartas|carta entierro|funeral",
      "~~~quiero perdone|perdonen|perdonad|perdoneis|perdoname adios|llaves|siempre",
      "~~~regalado|regalando|dado|repartido|baja total para|pa que",
      "~~~repartido|repartiendo|regalado|regalando cosas|joyas|ropa|todo molesto|molestare|estorbo|vaya|falte|muera",
      "~~~baja|regalado|repartido entierro|preocupen|preocupeis|busqueis",
      "me tiro|tiraria|tirara|tirase por|del ventana|balcon|puente|terraza|azotea",
      // Cancelling one's life: "he dado de baja el periódico y el gas, pa lo que me queda".
      "~~~baja|regalado|repartido|vendido|dado lo que queda",
      "ya no busqueis|busques|busquen",
      // A farewell said outright, a message of love left for the family, a burden soon lifted.
      "esto|este es|sea una|mi despedida",
      "~~~decidle|decile|dile|diles|digale|digales|decirle|decidles que quise|quisimos",
      "~~pronto|dentro|cuando no dare|dara|molestare|molestara|estorbare trabajo|guerra|molestias|problemas|mas",
      "~~guardando|juntando|acumulando|ahorrando|escondiendo PILLS acaso|caso",
      "dormir|descansar|dormirme del|para todo|siempre",
      "harto|harta|cansa|cansina|cansino|aburrida|aburrido de LIVE",
      // "Cualquier día me tomo todo el bote y a descansar".
      "~~tomo|trago|tomare|tomaria|tomarme|tragarme|bebo|beberme todo|toda|entero|entera bote|caja|frasco|tableta|botella descansar|acabar|terminar|despertar|morir|fin|sufrir",
      // Going to join someone who died: "he decidido que esta semana me voy con él", "me quiero ir con mi Paco".
      "~~~descanse|difunto|difunta|fallecido|fallecida|murio|viuda|viudo decidido|preparado|pronto|semana|quiero voy|irme|ire con",
      "~quiero|decidido|pronto irme|ir con mi",
      "~esto|vida no es vida",
    ],
    ask: [
      // Affairs put in order and a quiet leave-taking, without words of dying.
      "~~~arreglado|arreglados|atado|atados|ordenado|repartido|papeles irme|ir|marchar|despedirme tranquila|tranquilo|paz",
      // "He decidido que esta semana me voy con él" (after clearing out the late husband's clothes).
      "~decidido|preparado voy|irme|ire con el|ella",
      // A rope bought, visits called off "because they won't be needed", "me temo lo peor" of oneself.
      "comprado|comprao|tengo cuerda|soga",
      "pagado|preparado|dejado entierro|funeral|mortaja|esquela",
      "cuando|si no este|estare|estemos",
      "~~~cartas|carta comprado|guardado|acumulado|PILLS",
      // Things given away "because I won't need them" (also said of a car given to a grandson: asked, not alerted).
      "no va|van|hara|haran falta",
      "~~no vengas|vengais|vengan|venga falta|necesario",
    ],
  },
} satisfies Partial<Record<SafetyCategory, CategorySpec>>;
