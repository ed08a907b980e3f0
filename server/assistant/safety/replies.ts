// One short, calm, practical answer per safety category, written out in both forms of address (not
// converted: "siéntate" / "siéntese"). Life-threatening ones: 112 now and the staff alerted; gas: no
// switches, windows, out, then call; suicidal thoughts: warmth, not alone, 024; abuse: private and
// without judgement; a scam: do not open, pay or give codes, hang up, a relative or the police (091).
// Never a joke, a garden question or a reminder list.
import type { FormOfAddress } from "@shared/domain/form-of-address";
import type { SafetyCategory } from "./categories";

type Replies = Record<SafetyCategory, (name: string) => string>;

const CALL_TU = "Llama ahora al 112; ya he avisado al personal del programa.";
const CALL_USTED = "Llame ahora al 112; ya he avisado al personal del programa.";

const TU: Replies = {
  gas: (n) => `${n}, no toques interruptores, enchufes ni el fuego. Apaga la estufa o el calentador si puedes, abre las ventanas y sal de casa ahora. Desde fuera llama al 112; ya he avisado al personal del programa.`,
  fire: (n) => `${n}, sal de casa ahora y cierra la puerta al salir; si hay humo, ve agachada y tápate la boca. Desde fuera llama al 112; ya he avisado al personal del programa.`,
  intruder: (n) => `${n}, no te enfrentes a nadie: enciérrate en una habitación con el teléfono si puedes. ${CALL_TU}`,
  scam: (n) => `${n}, esto parece un engaño: no abras la puerta, no pagues nada, no des tarjetas, claves ni códigos a nadie y, si es una llamada, cuelga. Llama a un familiar o a la Policía, al 091. Ya he avisado al personal del programa.`,
  chest_pain: (n) => `${n}, esto puede ser serio. ${CALL_TU} Siéntate, no hagas esfuerzos y deja la puerta fácil de abrir.`,
  stroke: (n) => `${n}, esto puede ser un ictus y cada minuto cuenta. ${CALL_TU} Fíjate en la hora a la que empezó.`,
  breathing: (n) => `${n}, esto es urgente. ${CALL_TU} Siéntate erguida y, si puedes, abre una ventana.`,
  unconscious: (n) => `${n}, esto es urgente. ${CALL_TU} Si no respira, el 112 te dirá qué hacer paso a paso.`,
  allergy: (n) => `${n}, una reacción así puede ser grave. ${CALL_TU} Si tienes un autoinyector de adrenalina, úsalo.`,
  self_harm: (n) => `${n}, siento mucho que te sientas así, y gracias por decírmelo: no estás sola. Puedes llamar ahora al 024, gratis y a cualquier hora, o al 112 si estás en peligro. He avisado al personal del programa para que te llame.`,
  poisoning: (n) => `${n}, con las medicinas hay que actuar rápido. ${CALL_TU} Ten a mano la caja o el envase para decir qué has tomado.`,
  bleeding: (n) => `${n}, aprieta fuerte la herida con un paño limpio y no lo sueltes. ${CALL_TU}`,
  blood_vomit: (n) => `${n}, esto hay que verlo ya. ${CALL_TU} No comas ni bebas nada mientras tanto.`,
  headache: (n) => `${n}, un dolor así de fuerte y de golpe hay que verlo ya. ${CALL_TU}`,
  urgent_help: (n) => `${n}, ya he avisado al personal del programa. Si es una emergencia, llama ahora al 112.`,
  fall: (n) => `${n}, he avisado al personal del programa y te llamarán enseguida. No intentes levantarte de golpe; si te has dado en la cabeza o te duele mucho, llama al 112.`,
  fainting: (n) => `${n}, siéntate o túmbate en un sitio seguro. He avisado al personal del programa; si no se pasa o vuelve a ocurrir, llama al 112.`,
  burn: (n) => `${n}, pon la quemadura bajo agua del grifo, templada, unos 15 minutos, sin cremas ni hielo. He avisado al personal del programa; si es grande o en la cara, llama al 112.`,
  fever: (n) => `${n}, bebe agua y no te abrigues de más. He avisado al personal del programa; si te notas confusa o te cuesta respirar, llama al 112.`,
  confusion: (n) => `${n}, tranquila, estoy contigo. He avisado al personal del programa para que te ayude; si estás en la calle, pide ayuda a alguien cercano o llama al 112.`,
  not_eating: (n) => `${n}, gracias por contármelo. He avisado al personal del programa para que te llamen hoy; mientras tanto, bebe un poco de agua si puedes.`,
  flood: (n) => `${n}, cierra la llave de paso del agua si puedes y no toques enchufes mojados. He avisado al personal del programa.`,
  temperature: (n) => `${n}, busca la habitación más templada de la casa y bebe agua. He avisado al personal del programa; si te mareas o te notas mal, llama al 112.`,
  abuse: (n) => `${n}, gracias por confiar en mí; lo que me cuentas queda entre tú y el equipo del programa, y no es culpa tuya. He avisado al personal para que te llame en privado; si estás en peligro ahora, llama al 112.`,
};

const USTED: Replies = {
  gas: (n) => `${n}, no toque interruptores, enchufes ni el fuego. Apague la estufa o el calentador si puede, abra las ventanas y salga de casa ahora. Desde fuera llame al 112; ya he avisado al personal del programa.`,
  fire: (n) => `${n}, salga de casa ahora y cierre la puerta al salir; si hay humo, avance agachándose y tápese la boca. Desde fuera llame al 112; ya he avisado al personal del programa.`,
  intruder: (n) => `${n}, no se enfrente a nadie: enciérrese en una habitación con el teléfono si puede. ${CALL_USTED}`,
  scam: (n) => `${n}, esto parece un engaño: no abra la puerta, no pague nada, no dé tarjetas, claves ni códigos a nadie y, si es una llamada, cuelgue. Llame a un familiar o a la Policía, al 091. Ya he avisado al personal del programa.`,
  chest_pain: (n) => `${n}, esto puede ser serio. ${CALL_USTED} Siéntese, no haga esfuerzos y deje la puerta fácil de abrir.`,
  stroke: (n) => `${n}, esto puede ser un ictus y cada minuto cuenta. ${CALL_USTED} Fíjese en la hora a la que empezó.`,
  breathing: (n) => `${n}, esto es urgente. ${CALL_USTED} Siéntese con la espalda recta y, si puede, abra una ventana.`,
  unconscious: (n) => `${n}, esto es urgente. ${CALL_USTED} Si no respira, el 112 le dirá qué hacer paso a paso.`,
  allergy: (n) => `${n}, una reacción así puede ser grave. ${CALL_USTED} Si tiene un autoinyector de adrenalina, úselo.`,
  self_harm: (n) => `${n}, siento mucho que se sienta así, y gracias por decírmelo: no tiene que pasar esto a solas. Puede llamar ahora al 024, gratis y a cualquier hora, o al 112 si está en peligro. He avisado al personal del programa para que le llame.`,
  poisoning: (n) => `${n}, con las medicinas hay que actuar rápido. ${CALL_USTED} Tenga a mano la caja o el envase para decir qué ha tomado.`,
  bleeding: (n) => `${n}, apriete fuerte la herida con un paño limpio y no lo suelte. ${CALL_USTED}`,
  blood_vomit: (n) => `${n}, esto hay que verlo ya. ${CALL_USTED} No coma ni beba nada mientras tanto.`,
  headache: (n) => `${n}, un dolor así de fuerte y de golpe hay que verlo ya. ${CALL_USTED}`,
  urgent_help: (n) => `${n}, ya he avisado al personal del programa. Si es una emergencia, llame ahora al 112.`,
  fall: (n) => `${n}, he avisado al personal del programa y le llamarán enseguida. No intente levantarse de golpe; si se ha dado en la cabeza o le duele mucho, llame al 112.`,
  fainting: (n) => `${n}, siéntese o túmbese en un sitio seguro. He avisado al personal del programa; si no se pasa o vuelve a ocurrir, llame al 112.`,
  burn: (n) => `${n}, ponga la quemadura bajo agua del grifo, templada, unos 15 minutos, sin cremas ni hielo. He avisado al personal del programa; si es grande o en la cara, llame al 112.`,
  fever: (n) => `${n}, beba agua y no se abrigue de más. He avisado al personal del programa; si nota confusión o le cuesta respirar, llame al 112.`,
  confusion: (n) => `${n}, tranquilidad, estoy con usted. He avisado al personal del programa para que le ayude; si está en la calle, pida ayuda a alguien cercano o llame al 112.`,
  not_eating: (n) => `${n}, gracias por contármelo. He avisado al personal del programa para que le llamen hoy; mientras tanto, beba un poco de agua si puede.`,
  flood: (n) => `${n}, cierre la llave de paso del agua si puede y no toque enchufes mojados. He avisado al personal del programa.`,
  temperature: (n) => `${n}, busque la habitación más templada de la casa y beba agua. He avisado al personal del programa; si se marea o se nota mal, llame al 112.`,
  abuse: (n) => `${n}, gracias por confiar en mí; lo que me cuenta queda entre usted y el equipo del programa, y no es culpa suya. He avisado al personal para que le llame en privado; si está en peligro ahora, llame al 112.`,
};

/** The answer to an alert of `category`, in the person's form of address (default "tú"). */
export function safetyReply(category: SafetyCategory, name: string, form: FormOfAddress = "tu"): string {
  return (form === "usted" ? USTED : TU)[category](name);
}
