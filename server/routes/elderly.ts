import { idParams, userIdParams } from "@shared/api/common";
import {
  FAMILY_LINK_MESSAGES,
  familyLinkDecisionRequest,
  helpAlertRequest,
  requestFamilyLinkRequest,
  updateConsentsRequest,
} from "@shared/api/elderly";
import { Router } from "express";
import { authorizeSubject } from "../auth/access";
import { requireRole, sessionOf } from "../auth/middleware";
import { checkWrite, countWrite, takeWrite } from "../auth/write-limits";
import type { AppDeps } from "../deps";
import { forbidden, notFound } from "../http/errors";
import { parse } from "../http/validate";
import { getConsents, updateConsents } from "../services/consents";
import {
  decideFamilyLink,
  findLink,
  listFamilyLinks,
  listRelatives,
  requestFamilyLink,
} from "../services/family-links";
import { createHelpAlert } from "../services/help";

// The older person's own controls: consents, help button, family link requests.
export function elderlyRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  router.get("/users/me/consents", async (req, res) => {
    res.json(await getConsents(db, sessionOf(req).userId));
  });

  // Readable by whoever may see the person's record (self, own professionals); family sees them
  // through the consent they grant, so reading the switches themselves is the person's and staff's.
  router.get("/users/me/consents/:userId", async (req, res) => {
    const { userId } = parse(userIdParams, req.params);
    const auth = sessionOf(req);
    if (auth.role === "family") throw notFound();
    await authorizeSubject(db, auth, userId, "record", deps.clock(), "consents.view");
    res.json(await getConsents(db, userId));
  });

  router.put("/users/me/consents", async (req, res) => {
    const input = parse(updateConsentsRequest, req.body);
    const auth = sessionOf(req);
    await authorizeSubject(db, auth, input.userId, "self", deps.clock());
    const saved = await updateConsents(db, {
      userId: input.userId,
      municipalityId: auth.municipalityId,
      changedBy: auth.userId,
      consents: { familyConsent: input.familyConsent, personalConsent: input.personalConsent },
      now: deps.clock(),
    });
    res.json(saved);
  });

  router.post("/help/alert", async (req, res) => {
    const { userId } = parse(helpAlertRequest, req.body);
    const auth = sessionOf(req);
    if (auth.role !== "elderly") throw forbidden();
    await authorizeSubject(db, auth, userId, "self", deps.clock());
    await checkWrite(db, "write-help", auth.userId, deps.clock());
    const alert = await createHelpAlert(db, {
      userId,
      municipalityId: auth.municipalityId,
      now: deps.clock(),
    });
    await countWrite(db, "write-help", auth.userId, deps.clock());
    res.status(201).json(alert);
  });

  router.get("/family/relatives", requireRole("family"), async (req, res) => {
    res.json(await listRelatives(db, sessionOf(req).userId));
  });

  // A family member asks to accompany one more person; it stays pending until the person or staff decide.
  // The answer is the same whether the name exists or not, so the route cannot be used to test names.
  router.post("/family/links", requireRole("family"), async (req, res) => {
    const { elderlyUserName } = parse(requestFamilyLinkRequest, req.body);
    const auth = sessionOf(req);
    await takeWrite(db, "family-link", auth.userId, deps.clock());
    await requestFamilyLink(db, {
      familyUserId: auth.userId,
      municipalityId: auth.municipalityId,
      elderlyUserName,
      now: deps.clock(),
    });
    res.status(202).json({ message: FAMILY_LINK_MESSAGES.sent });
  });

  router.get("/family/links/:userId", async (req, res) => {
    const { userId } = parse(userIdParams, req.params);
    const auth = sessionOf(req);
    if (auth.role === "family") throw notFound();
    await authorizeSubject(db, auth, userId, "record", deps.clock(), "family-links.view");
    res.json(await listFamilyLinks(db, userId));
  });

  // The person answers '¿Conoces a ...?'; staff of the municipality may also decide.
  router.post("/family/links/:id/decision", async (req, res) => {
    const { id } = parse(idParams, req.params);
    const { decision } = parse(familyLinkDecisionRequest, req.body);
    const auth = sessionOf(req);
    // The role first: a family member gets the same 403 for any id, so link ids cannot be probed.
    if (auth.role === "family") throw forbidden();
    const link = await findLink(db, id, auth.municipalityId);
    if (!link) throw notFound();
    if (auth.role === "elderly" && link.elderlyUserId !== auth.userId) throw notFound();
    const decided = await decideFamilyLink(db, id, {
      decision,
      actorId: auth.userId,
      municipalityId: auth.municipalityId,
      now: deps.clock(),
    });
    res.json({ id: decided.id, status: decided.status });
  });

  return router;
}
