import { AuthLayout } from "./auth-layout";

const RIGHTS = [
  "Acceder a sus datos y recibir una copia.",
  "Corregir los datos que no sean exactos.",
  "Pedir que se borren sus datos cuando ya no sean necesarios.",
  "Retirar en cualquier momento los permisos que haya dado a su familia o al personal municipal.",
  "Presentar una reclamación ante la Agencia Española de Protección de Datos.",
];

/** /additional-info: what the programme is, privacy and data rights, contact. */
export default function AdditionalInfo({
  backHref = "/",
  isLarge = false,
}: {
  backHref?: string;
  /** The elderly shell shows it with its large targets. */
  isLarge?: boolean;
}) {
  return (
    <AuthLayout
      title="Información Adicional"
      subtitle="Todo lo que conviene saber sobre Acompaña."
      backHref={backHref}
      isLarge={isLarge}
    >
      <section aria-labelledby="info-programme" className="flex flex-col gap-3">
        <h2 id="info-programme" className="text-2xl font-semibold text-slate-900">
          ¿Qué es Acompaña?
        </h2>
        <p className="text-lg text-slate-800">
          Acompaña es el programa municipal de acompañamiento a personas mayores que viven en su casa. Ofrece
          un asistente con el que conversar, recordatorios de medicinas y citas, ejercicios de memoria,
          mensajes con la familia y un botón para pedir ayuda al personal del programa.
        </p>
        <p className="text-lg text-slate-800">
          Las familias pueden seguir la actividad de su familiar, siempre que este lo permita, y el personal
          municipal y sanitario supervisa el programa y atiende los avisos.
        </p>
      </section>
      <section aria-labelledby="info-privacy" className="flex flex-col gap-3">
        <h2 id="info-privacy" className="text-2xl font-semibold text-slate-900">
          Privacidad y sus datos
        </h2>
        <p className="text-lg text-slate-800">
          Sus datos de salud están especialmente protegidos. Solo los ve el personal de su municipio y, si
          usted lo permite, su familia. Usted decide en todo momento desde los ajustes de privacidad. Tiene
          derecho a:
        </p>
        <ul className="list-disc space-y-2 pl-6 text-lg text-slate-800">
          {RIGHTS.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="info-contact" className="flex flex-col gap-3">
        <h2 id="info-contact" className="text-2xl font-semibold text-slate-900">
          Contacto
        </h2>
        <p className="text-lg text-slate-800">
          Para cualquier duda, para ejercer sus derechos o si ha olvidado su PIN o su contraseña, contacte con
          su centro de servicios sociales municipal. En caso de emergencia, llame al 112.
        </p>
      </section>
    </AuthLayout>
  );
}
