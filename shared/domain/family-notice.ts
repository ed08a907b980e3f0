import { toOneLine } from "./safe-text";

// What a relative's phone (and the fallback e-mail) says about an alert of their person
// (docs/behaviour/13-later-additions.md#family-notices). Only who, what kind and when, as the family dashboard
// shows it: never the alert's text, which for a health alert may hold what the person told the assistant.

/** Relatives hear of every help request and of a critical health alert (server/services/family-push). */
export type FamilyNoticeKind = "help" | "health";

export function familyNoticeText(input: {
  kind: FamilyNoticeKind;
  firstName: string;
  createdAt: Date;
  timezone: string;
}): { title: string; body: string } {
  const name = toOneLine(input.firstName).trim() || "Su familiar";
  const time = input.createdAt.toLocaleTimeString("es-ES", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: input.timezone,
  });
  const staff = "El personal del programa está avisado.";
  if (input.kind === "help") {
    return { title: `${name} ha pedido ayuda`, body: `Ha pulsado el botón de ayuda a las ${time}. ${staff}` };
  }
  return { title: `Aviso de salud de ${name}`, body: `Posible urgencia de salud a las ${time}. ${staff}` };
}

export type PushNotice = { title: string; body: string; url: string; tag?: string };

const FALLBACK: PushNotice = { title: "Acompaña", body: "Tiene un aviso nuevo. Abra el Panel Familiar.", url: "/dashboard" };
const text = (value: unknown, max: number) => (typeof value === "string" && value.trim() ? value.slice(0, max) : null);

/**
 * What the service worker shows for a push message (client/sw): the server's JSON, or a plain notice when it
 * cannot be read. The page it opens is always one of this app's own paths, never another site.
 */
export function readPushNotice(raw: string | null): PushNotice {
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== "object" || parsed === null) return FALLBACK;
    data = parsed as Record<string, unknown>;
  } catch {
    return FALLBACK;
  }
  const url = text(data.url, 200);
  const tag = text(data.tag, 100);
  return {
    title: text(data.title, 120) ?? FALLBACK.title,
    body: text(data.body, 300) ?? FALLBACK.body,
    url: url && /^\/(?![/\\])/.test(url) ? url : FALLBACK.url,
    ...(tag ? { tag } : {}),
  };
}
