// Staff management of people: record, edit, export, erasure, creation, PINs and approvals. One module per
// responsibility; this one gathers them so "@shared/api/user-admin" keeps answering for all of them.

import { approvalDecisionResponse, approvalsResponse } from "./approvals";
import { idParams, userIdParams } from "./common";
import type { AuditAction } from "../domain/audit-actions";
import type { UserRole } from "../domain/enums";
import { defineEndpoint, OWN_STAFF_ID, STAFF_ONLY } from "./contract";
import { approvalDecisionRequest, professionalParams } from "./professional";
import { createUserRequest, createUserResponse, usernameSuggestion, usernameSuggestionQuery } from "./user-creation";
import { updateUserRequest } from "./user-fields";
import { pinListQuery, pinStatusPage, setPinResponse, setUserPinAttempt } from "./user-pins";
import { adminUserProfile, eraseUserRequest, userExport, userRecord } from "./user-record";

export * from "./approvals";
export * from "./user-creation";
export * from "./user-fields";
export * from "./user-pins";
export * from "./user-record";


// Staff manage the older people of their municipality (and, for export and erasure, family members too):
// anyone else at `:id`, the caller included, is a 404. Only the record read is audited here; each change is
// audited by its service. `{professionalId}` must be the caller's own id.
const managed = (roles: readonly UserRole[], audit: AuditAction | null = null) =>
  ({ kind: "subject", param: "id", scope: { professional: "record" }, about: { roles }, audit }) as const;
const OLDER_PERSON = ["elderly"] as const;
const ANY_CLIENT = ["elderly", "family"] as const;

export const userAdminEndpoints = {
  record: defineEndpoint({
    method: "GET",
    path: "/api/users/:id/record",
    summary: "A person's whole record for staff (audited)",
    access: managed(OLDER_PERSON, "user.view"),
    params: idParams,
    response: userRecord,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/users/:id",
    summary: "Edits a person's profile",
    access: managed(OLDER_PERSON),
    params: idParams,
    body: updateUserRequest,
    response: adminUserProfile,
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/api/users/:id/export",
    summary: "Downloads everything held about a person (a JSON file)",
    access: managed(ANY_CLIENT),
    params: idParams,
    response: userExport,
    isSensitive: true,
  }),
  erase: defineEndpoint({
    method: "DELETE",
    path: "/api/users/:id",
    summary: "Erases a person, confirmed by typing their username",
    access: managed(ANY_CLIENT),
    params: idParams,
    body: eraseUserRequest,
    response: null,
    isSensitive: true,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/professional/users",
    summary: "Creates an older person (with a PIN) or a family member (with a temporary password)",
    access: STAFF_ONLY,
    body: createUserRequest,
    response: createUserResponse,
    status: 201,
  }),
  usernameSuggestion: defineEndpoint({
    method: "GET",
    path: "/api/professional/:professionalId/username-suggestion",
    summary: "A free username built from a first and last name",
    access: OWN_STAFF_ID,
    params: professionalParams,
    query: usernameSuggestionQuery,
    response: usernameSuggestion,
  }),
  pins: defineEndpoint({
    method: "GET",
    path: "/api/professional/:professionalId/pins",
    summary: "'Gestión PINs': older people with their PIN and lockout state",
    access: OWN_STAFF_ID,
    params: professionalParams,
    query: pinListQuery,
    response: pinStatusPage,
  }),
  setPin: defineEndpoint({
    method: "PUT",
    path: "/api/users/:id/pin",
    summary: "Sets a chosen PIN or generates one (shown once)",
    access: managed(OLDER_PERSON),
    params: idParams,
    body: setUserPinAttempt,
    response: setPinResponse,
    isSensitive: true,
  }),
  unlock: defineEndpoint({
    method: "POST",
    path: "/api/users/:id/unlock",
    summary: "Lifts a person's PIN lockout",
    access: managed(OLDER_PERSON),
    params: idParams,
    response: null,
  }),
  approvals: defineEndpoint({
    method: "GET",
    path: "/api/professional/:professionalId/approvals",
    summary: "Colleagues and family links waiting for a professional's answer",
    access: OWN_STAFF_ID,
    params: professionalParams,
    response: approvalsResponse,
  }),
  decideProfessional: defineEndpoint({
    method: "POST",
    path: "/api/professional/approvals/professionals/:userId",
    summary: "Approves or rejects a colleague's account",
    access: {
      kind: "subject",
      param: "userId",
      scope: { professional: "record" },
      about: { roles: ["professional"] },
      audit: null,
    },
    params: userIdParams,
    body: approvalDecisionRequest,
    response: approvalDecisionResponse,
  }),
};
