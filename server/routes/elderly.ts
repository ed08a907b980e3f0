import { elderlyEndpoints as api, FAMILY_LINK_MESSAGES } from "@shared/api/elderly";
import { Router } from "express";
import { checkWrite, countWrite, takeWrite } from "../auth/write-limits";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { getConsents, updateConsents } from "../services/consents";
import { decideFamilyLink, listFamilyLinks, listRelatives, requestFamilyLink } from "../services/family-links";
import { createHelpAlert } from "../services/help";
import { getHelpService } from "../services/help-service";

// The older person's own controls: consents, help button, family link requests.
export function elderlyRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.ownConsents, ({ auth }) => getConsents(db, auth.userId));

  // Readable by whoever may see the person's record (self, own professionals); family sees them
  // through the consent they grant, so reading the switches themselves is the person's and staff's.
  defineRoute(router, deps, api.consentsOf, ({ subject }) => getConsents(db, subject.id));

  defineRoute(router, deps, api.updateConsents, ({ body, auth }) =>
    updateConsents(db, {
      userId: body.userId,
      municipalityId: auth.municipalityId,
      changedBy: auth.userId,
      consents: { familyConsent: body.familyConsent, personalConsent: body.personalConsent },
      now: deps.clock(),
    }),
  );

  defineRoute(router, deps, api.helpAlert, async ({ body, auth }) => {
    await checkWrite(db, "write-help", auth.userId, deps.clock());
    const alert = await createHelpAlert(db, {
      userId: body.userId,
      municipalityId: auth.municipalityId,
      now: deps.clock(),
    });
    await countWrite(db, "write-help", auth.userId, deps.clock());
    deps.familyNotifier?.notifyAbout(db, deps.clock, body.userId);
    const service = await getHelpService(db, {
      municipalityId: auth.municipalityId,
      now: deps.clock(),
      escalation: deps.config.escalation,
    });
    return { ...alert, service };
  });

  defineRoute(router, deps, api.relatives, ({ auth }) => listRelatives(db, auth.userId));

  // A family member asks to accompany one more person; it stays pending until the person or staff decide.
  // The answer is the same whether the name exists or not, so the route cannot be used to test names.
  defineRoute(router, deps, api.requestLink, async ({ body, auth }) => {
    await takeWrite(db, "family-link", auth.userId, deps.clock());
    await requestFamilyLink(db, {
      familyUserId: auth.userId,
      municipalityId: auth.municipalityId,
      elderlyUserName: body.elderlyUserName,
      now: deps.clock(),
    });
    return { message: FAMILY_LINK_MESSAGES.sent };
  });

  defineRoute(router, deps, api.linksOf, ({ subject }) => listFamilyLinks(db, subject.id));

  // The person answers '¿Conoces a ...?'; staff of the municipality may also decide. A family member gets
  // the same 403 for any id (the contract refuses the role first), so link ids cannot be probed.
  defineRoute(router, deps, api.decideLink, async ({ record: link, body, auth, now }) => {
    const decided = await decideFamilyLink(db, link, {
      decision: body.decision,
      actorId: auth.userId,
      municipalityId: auth.municipalityId,
      now,
    });
    return { id: decided.id, status: decided.status };
  });

  return router;
}
