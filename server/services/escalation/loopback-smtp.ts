import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** `envelope`: every address the message was delivered to (RCPT TO), Bcc included; `to`: the To header's. */
type ReceivedMail = { to: string[]; envelope: string[]; subject: string; text: string; from: string };

/**
 * A real SMTP server on 127.0.0.1 for tests: keeps every message it accepts, parsed. While
 * `rejecting` is set it refuses recipients with 451 (a temporary failure the sender must retry).
 */
export async function startLoopbackSmtp() {
  const received: ReceivedMail[] = [];
  const state = { rejecting: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.rejecting) {
        const err = Object.assign(new Error("Buzón no disponible temporalmente"), { responseCode: 451 });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const envelope = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ""));
          received.push({ to, envelope, subject: mail.subject ?? "", text: mail.text ?? "", from: mail.from?.text ?? "" });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
