import { forbidden } from "../http/errors";
import type { SessionContext } from "./sessions";

// Staff paths and queries carry the professional's own id (docs/behaviour/07-api.md). It names no subject person, so
// the subject policy (404 for an unknown id) does not fit: any id but the caller's own is a plain 403.

/** A `professionalId` sent in a staff path or query must be the caller's own (else 403). */
export function checkOwnProfessionalId(auth: SessionContext, professionalId: string | undefined) {
  if (professionalId !== undefined && professionalId !== auth.userId) throw forbidden();
}
