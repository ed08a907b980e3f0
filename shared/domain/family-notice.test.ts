import { describe, expect, it } from "vitest";
import { familyNoticeText, readPushNotice } from "./family-notice";

describe("what a relative's phone is told", () => {
  it("who, what kind and the local time; a stored line break stays out of the title", () => {
    const createdAt = new Date("2026-11-18T22:05:00Z");
    expect(familyNoticeText({ kind: "help", firstName: "Carmen", createdAt, timezone: "Europe/Madrid" })).toEqual({
      title: "Carmen ha pedido ayuda",
      body: "Ha pulsado el botón de ayuda a las 23:05. El personal del programa está avisado.",
    });
    expect(familyNoticeText({ kind: "health", firstName: "Car\r\nmen", createdAt, timezone: "Atlantic/Canary" })).toEqual({
      title: "Aviso de salud de Car men",
      body: "Posible urgencia de salud a las 22:05. El personal del programa está avisado.",
    });
    expect(familyNoticeText({ kind: "help", firstName: " ", createdAt, timezone: "UTC" }).title).toBe("Su familiar ha pedido ayuda");
  });
});

describe("what the service worker shows", () => {
  it("the server's notice, opening one of the app's own pages", () => {
    const sent = { title: "Carmen ha pedido ayuda", body: "Ha pulsado…", url: "/dashboard", tag: "alerta-1" };
    expect(readPushNotice(JSON.stringify(sent))).toEqual(sent);
  });

  it.each([
    ["no data", null],
    ["not JSON", "hola"],
    ["not an object", "42"],
  ])("a plain notice for %s", (_label, raw) => {
    expect(readPushNotice(raw)).toEqual({ title: "Acompaña", body: expect.stringContaining("Panel Familiar"), url: "/dashboard" });
  });

  it.each(["https://otro.example/", "//otro.example/x", "/\\otro.example", "javascript:alert(1)"])(
    "never opens %s",
    (url) => {
      expect(readPushNotice(JSON.stringify({ title: "T", body: "B", url })).url).toBe("/dashboard");
    },
  );
});
