// One short, calm, practical answer per safety category. Life-threatening ones: 112 now and the
// staff alerted; gas: no switches, windows, out, then call; suicidal thoughts: warmth, not alone,
// 024; abuse: private and without judgement. Never a joke, a garden question or a reminder list.
import type { SafetyCategory } from "./categories";

const CALL = "Llama ahora al 112; ya he avisado al personal del programa.";

export function safetyReply(category: SafetyCategory, name: string): string {
  const replies: Record<SafetyCategory, string> = {
    gas: `${name}, no toques interruptores, enchufes ni el fuego. Abre las ventanas y sal de casa ahora. Desde fuera llama al 112; ya he avisado al personal del programa.`,
    fire: `${name}, sal de casa ahora y cierra la puerta al salir; si hay humo, ve agachada y tápate la boca. Desde fuera llama al 112; ya he avisado al personal del programa.`,
    intruder: `${name}, no te enfrentes a nadie: enciérrate en una habitación con el teléfono si puedes. ${CALL}`,
    chest_pain: `${name}, esto puede ser serio. ${CALL} Siéntate, no hagas esfuerzos y deja la puerta fácil de abrir.`,
    stroke: `${name}, esto puede ser un ictus y cada minuto cuenta. ${CALL} Fíjate en la hora a la que empezó.`,
    breathing: `${name}, esto es urgente. ${CALL} Siéntate erguida y, si puedes, abre una ventana.`,
    unconscious: `${name}, esto es urgente. ${CALL} Si no respira, el 112 te dirá qué hacer paso a paso.`,
    allergy: `${name}, una reacción así puede ser grave. ${CALL} Si tienes un autoinyector de adrenalina, úsalo.`,
    self_harm: `${name}, siento mucho que te sientas así, y gracias por decírmelo: no estás sola. Puedes llamar ahora al 024, gratis y a cualquier hora, o al 112 si estás en peligro. He avisado al personal del programa para que te llame.`,
    poisoning: `${name}, con las medicinas hay que actuar rápido. ${CALL} Ten a mano la caja o el envase para decir qué has tomado.`,
    bleeding: `${name}, aprieta fuerte la herida con un paño limpio y no lo sueltes. ${CALL}`,
    blood_vomit: `${name}, esto hay que verlo ya. ${CALL} No comas ni bebas nada mientras tanto.`,
    headache: `${name}, un dolor así de fuerte y de golpe hay que verlo ya. ${CALL}`,
    urgent_help: `${name}, ya he avisado al personal del programa. Si es una emergencia, llama ahora al 112.`,
    fall: `${name}, he avisado al personal del programa y te llamarán enseguida. No intentes levantarte de golpe; si te has dado en la cabeza o te duele mucho, llama al 112.`,
    fainting: `${name}, siéntate o túmbate en un sitio seguro. He avisado al personal del programa; si no se pasa o vuelve a ocurrir, llama al 112.`,
    burn: `${name}, pon la quemadura bajo agua del grifo, templada, unos 15 minutos, sin cremas ni hielo. He avisado al personal del programa; si es grande o en la cara, llama al 112.`,
    fever: `${name}, bebe agua y no te abrigues de más. He avisado al personal del programa; si te notas confusa o te cuesta respirar, llama al 112.`,
    confusion: `${name}, tranquila, estoy contigo. He avisado al personal del programa para que te ayude; si estás en la calle, pide ayuda a alguien cercano o llama al 112.`,
    not_eating: `${name}, gracias por contármelo. He avisado al personal del programa para que te llamen hoy; mientras tanto, bebe un poco de agua si puedes.`,
    temperature: `${name}, busca la habitación más templada de la casa y bebe agua. He avisado al personal del programa; si te mareas o te notas mal, llama al 112.`,
    flood: `${name}, cierra la llave de paso del agua si puedes y no toques enchufes mojados. He avisado al personal del programa.`,
    abuse: `${name}, gracias por confiar en mí; lo que me cuentas queda entre tú y el equipo del programa, y no es culpa tuya. He avisado al personal para que te llame en privado; si estás en peligro ahora, llama al 112.`,
  };
  return replies[category];
}
