import type { Config } from "../../config";
import type { Logger } from "../../logger";
import { createSmtpMailer } from "../escalation/mailer";
import { createFamilyNotifier, type FamilyNotifier } from "./notifier";
import { createPushSender, vapidSubject } from "./push-sender";
import { resolveVapidKeys } from "./vapid-keys";

/** The server's notifier: push with the data directory's VAPID keys, e-mail through SMTP_URL when set. */
export function createFamilyNotifierFromConfig(config: Config, logger: Logger): FamilyNotifier {
  const { smtpUrl, from } = config.escalation;
  const push = createPushSender({ vapid: resolveVapidKeys(config.dataDir), subject: vapidSubject(from) });
  return createFamilyNotifier({ push, mailer: smtpUrl ? createSmtpMailer(smtpUrl, from) : null, logger });
}
