import nodemailer from "nodemailer";

export type OutgoingMail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

/** An SMTP client for `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
