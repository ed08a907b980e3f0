// Scams and fraud in progress: the grandson in trouble with a courier coming for the cash, false
// police collecting savings, false technicians at the door or inside, a child's "new number" asking
// for a transfer, a bank asking for codes. Money taken by relatives or carers is abuse, not this.
// Cue syntax: see ../categories.ts.
import type { CategorySpec, SafetyCategory } from "../categories";

const CASH = "dinero|joyas|oro|ahorros|efectivo|billetes|sobre|tarjeta|tarjetas|euros|pension|cartilla|perras|pasta|cuartos";
const COLLECT = "recoger|recoge|recogerlo|recogerla|buscar|llevarse|llevar|entregar|entregarle|darle|dar|bajar|bajarle|guardar|custodiar|custodia";
const CODES = "codigo|codigos|clave|claves|pin|contrasena|numero|numeros|sms";
const ASKS = "piden|pide|pidiendo|pedido|pedia|quieren|quiere|diga|dicte|decirles|decirle|dar|darle|mande|mandar|insiste|insisten|exige|exigen|meta|meti|metido|ponga|puse|introduzca|introducir|escriba";
const FAKE = "dicen|dice|dijeron|diciendo|decia|decian";
const UTILITY =
  "gas|luz|agua|butano|compania|ayuntamiento|banco|seguro|policia|guardia|telefonica|caldera|contador|revision|inspeccion|inspector|tecnico|tecnicos|seguridad|servicios|sociales|enfermero|enfermera|asistenta";
const PAY = "transferencia|bizum|ingreso|pagar|pague|pago|dinero|factura|euros|perras|pasta|mande|mandes";

export const SCAM_SPECS = {
  scam: {
    reason: "Posible estafa o engaño en curso",
    severity: "high",
    cues: [
      "estafarme|estafando|estafador|estafadores|timadores|timador|timando|enganarme|enganando",
      // A relative in trouble on the phone and someone coming for the money.
      `~~mensajero|mensajera|repartidor|chico|senor|abogado|notario|funcionario ${COLLECT}|viene|vienen|venir|mandan|manda ${CASH}`,
      `~~accidente|choco|chocado|atropellado|atropello|hospital|detenido|detenida|comisaria|calabozo|carcel|apuro|lio|multa|fianza ${CASH}|transferencia|bizum|ingreso urgente|rapido|mandar|mande|deposite|depositar|ingrese|ingresar|envie|enviar|transfiera|recoger|recoge|mensajero|viene|vienen|enseguida`,
      // A threat to cut the supply unless paid now.
      "~~si no pago|pague|pagamos|pagar corta|cortan|cortaran|cortara|precinta|precintan|multa|denuncia",
      // False police collecting savings "to keep them safe".
      `~~policia|policias|guardia|agentes|agente ${COLLECT}|vienen|viene|llamado|llaman|llama ${CASH}`,
      // False technicians at the door or already inside.
      `${FAKE} ser|son|es|eran|era|vienen|viene|venian|soy|somos ${UTILITY}`,
      "hacen|hace|hacian|haciendose|hacerse pasar por",
      `supuesto|supuesta|supuestos|supuestas|falso|falsos|falsa|falsas ${UTILITY}`,
      `~~tecnico|tecnicos|revisor|revisores|inspector|inspectores|operario|operarios|fontanero|electricista dice|quiere|quieren|exige|exigen|insiste|insisten|obliga|obligan|pide|piden cobrar|pagar|pague|dinero|tarjeta|efectivo|firmar|firme|pasar|entrar`,
      `~~dijo|dijeron|dice|dicen|diciendo|venia|venian|vino|vinieron|viene|vienen revisar|mirar|cambiar|revision ${UTILITY} cajones|dormitorio|dinero|pagar|efectivo|va|quiere|quieren|llamado|empujando|entrar|dentro|euros|piden|pide|cobrar|cobran`,
      "~~sin avisar|llamarlos tecnico|tecnicos|revisor|revisores|inspector|inspectores|revision|operarios",
      "~~telefono|llamada|llama|llamado|llamando necesita|necesito|necesitan|pide|pidiendo dinero|euros|transferencia ya|urgente|ahora|hoy|rapido",
      // A "new number" asking for an urgent transfer.
      `~~~numero|movil|telefono nuevo|cambiado|otro|suyo ${PAY}|bizum`,
      // A lawyer asking money for a relative in trouble abroad or in custody.
      "~~abogado|notario necesita|necesitan|pide|piden|hace euros|dinero|mil|fianza|transferencia",
      // A remote-control "support" call: "me pide que instale un programa para entrar en mi cuenta".
      "~~~virus|pantalla|hackeado|soporte instale|instalar|programa|aplicacion|acceso|control cuenta|banco|ordenador|tablet|movil",
      // A program put in "to fix the bank", the mouse moving by itself: someone else is in control.
      "~~~poner|puesto|instalar|instalado|descargar|descargado|bajar programa|aplicacion arreglar|solucionar|proteger|virus|hackeado|controlar",
      "~raton|flecha|cursor mueve|solo|sola",
      // "Para protegerla tengo que pasar todo el dinero a una cuenta segura".
      "~~pasar|transferir|mover|sacar|meter cuenta segura|protegida|nueva",
      // Someone who has come in asks where the money or the jewels are kept.
      "~~donde|ensene|ensenar|ensenarle guardo|tengo|tiene|guarda|estan joyas|dinero|ahorros|oro|cartilla|cuartos|perras",
      "~~detenido|detenida|comisaria|carcel|calabozo fianza|sobre",
      // A prize that must be paid for first; a cut-off unless paid in cash now; notes "checked for forgeries".
      "~~premio|loteria|herencia|sorteo adelantar|adelante|pagar|transferencia|euros",
      // A prize won over the phone that must be paid for first: "solo tengo que pagar los gastos".
      "~~tocado|toco|ganado|premio|loteria|sorteo|herencia|coche pagar|adelantar|ingresar gastos|tasas|comision|impuestos|envio",
      "~~cortar|corta|cortan pago|pague|pagar|metalico|cajero",
      "~~comprobar|revisar|mirar|cambiar billetes|dinero falsos|falso|numeros|serie",
      // "Si pago hoy la sueltan, ya estoy en el cajero": money for someone arrested or kidnapped.
      "~~detenido|detenida|detenidos|secuestrado|secuestrada|comisaria|carcel|calabozo pago|pague|pagar|pagas|sueltan|soltar|cajero|transferencia|bizum",
      // Gift cards bought on request: "me piden por whatsapp que compre tarjetas de regalo de google".
      "~~piden|pide|pidiendo|whatsapp|mensaje|urgente|apuro compre|comprar|comprarle|comprado tarjetas|tarjeta|codigos regalo|google|amazon|itunes|paysafecard|steam",
      // The courier at the door for the money: "está en la puerta el mensajero a por el dinero".
      `mensajero|mensajera|repartidor|abogado|notario|chico por ${CASH}`,
      // Payment in cash for a visit nobody asked for: "viene del centro de salud a vacunarme, se paga en efectivo".
      "~~~efectivo|pagar|paga|pague|cobrar|cobra no he|hemos pedido|llamado|solicitado nada|nadie",
      // A message with a link and a blocked account: "pinche en el enlace y ponga sus datos".
      "~~enlace|link|pinche|pinchar|pinchado datos|codigo|clave|pin|tarjeta|cuenta|bloqueada|bloqueado",
      `~~whatsapp|mensaje|sms|desconocido ${PAY} urgente|ya|ahora|rapido|hoy|hijo|hija|nieto|nieta|mama`,
      // A bank (or anyone) asking for card codes.
      `~~banco|bancaria|bancario|caixa|santander|bbva|sabadell|unicaja|ibercaja|correos ${CODES}|tarjeta ${ASKS}`,
      `~~llamado|llama|llaman|llamada|mensaje|sms|whatsapp|telefono|movil|llego|llegado|llega ${CODES} ${ASKS}`,
      // "Que les dé el código que me llega al móvil": the code itself asked for.
      "de|den|dicte|dicten|diga|digan|dar|darle|decirle|leer el|la|los|las|mi|su codigo|codigos|clave|claves|pin|contrasena",
      `~~bloqueado|bloqueada|bloquear|bloquean|bloquearan|bloquea|hackeado|hackeada|fraude|cargo|cargos cuenta|tarjeta ${CODES}|${ASKS}|transferencia|mover`,
    ],
  },
} satisfies Partial<Record<SafetyCategory, CategorySpec>>;
