// The ask tier's question: direct, calm, by name, in the person's form of address. The two answers are
// buttons on the screen ("Sí, necesito ayuda" / "Estoy bien"), so the question names them.
import type { AssistantContext } from "../types";

export function safetyQuestion(ctx: Pick<AssistantContext, "firstName" | "formOfAddress">): string {
  const name = ctx.firstName;
  return ctx.formOfAddress === "usted"
    ? `${name}, quiero asegurarme: ¿se encuentra usted bien? Si necesita ayuda, pulse «Sí, necesito ayuda» y aviso al personal ahora mismo.`
    : `${name}, quiero asegurarme: ¿te encuentras bien? Si necesitas ayuda, pulsa «Sí, necesito ayuda» y aviso al personal ahora mismo.`;
}
