import type { Logger } from "../../logger";
import { createSmtpMailer } from "../escalation/mailer";

// Notices to an account's owner about their own security (a new device, factors reset by a colleague): only when
// SMTP is configured, and never in the way of the request that caused them (a slow mail server must not hold a
// sign-in), so failures are logged, not raised.

export type AccountNotice = { to: string; subject: string; text: string };

export function sendAccountNotice(
  smtp: { smtpUrl?: string; from: string },
  logger: Logger,
  notice: AccountNotice,
): Promise<void> {
  if (!smtp.smtpUrl) return Promise.resolve();
  const mailer = createSmtpMailer(smtp.smtpUrl, smtp.from);
  return mailer
    .send(notice)
    .catch((error: unknown) => logger.warn({ err: error }, "aviso de cuenta no enviado"))
    .finally(() => mailer.close());
}

export const newDeviceNotice = (to: string, firstName: string, device: string, at: string): AccountNotice => ({
  to,
  subject: "Acompaña: nuevo inicio de sesión en su cuenta",
  text: [
    `Hola, ${firstName}:`,
    "",
    `Se ha iniciado sesión en su cuenta de Acompaña desde un dispositivo nuevo (${device}) el ${at}.`,
    "Si ha sido usted, no tiene que hacer nada. Si no, cambie su contraseña y avise a su centro de servicios sociales.",
    "Puede ver todos sus accesos en 'Mi cuenta' > 'Mis accesos'.",
  ].join("\n"),
});

export const factorsResetNotice = (to: string, firstName: string, by: string): AccountNotice => ({
  to,
  subject: "Acompaña: se ha restablecido su verificación en dos pasos",
  text: [
    `Hola, ${firstName}:`,
    "",
    `${by} ha quitado los métodos de verificación en dos pasos de su cuenta de Acompaña y ha cerrado sus sesiones.`,
    "La próxima vez que entre tendrá que configurar uno nuevo. Si no lo ha pedido usted, avise a su centro de servicios sociales.",
  ].join("\n"),
});
