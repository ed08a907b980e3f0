// The few texts and answer codes the client's first screen needs, apart from the long lists of messages.ts and
// second-factor-texts.ts (which use these): a module's every text goes wherever the module goes, and the first
// screen should not carry all of them (docs/performance.md). Free of zod.

/** An ended session (docs/behaviour/04-states.md#session). */
export const UNAUTHENTICATED_MESSAGE = "Su sesión ha caducado. Por favor, inicie sesión de nuevo.";
export const NO_MUNICIPALITY_MESSAGE = "No se ha seleccionado un municipio. Por favor, vuelva a la página principal.";
/** The `code` of the 403 a sign-in owing its second step gets; the client shows the second step. */
export const SECOND_FACTOR_REQUIRED = "second-factor-required";
/** The `code` of the 403 for a sensitive act without a recent factor; the client asks for it and retries. */
export const REAUTH_REQUIRED = "reauth-required";
