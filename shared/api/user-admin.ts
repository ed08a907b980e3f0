// Staff management of people: record, edit, export, erasure, creation, PINs and approvals. One module per
// responsibility; this one gathers them so "@shared/api/user-admin" keeps answering for all of them.

import { approvalDecisionResponse, approvalsResponse } from "./approvals";
import { idParams, userIdParams } from "./common";
import { defineEndpoint, OWN_STAFF_ID, STAFF_ONLY } from "./contract";
import { approvalDecisionRequest, professionalParams } from "./professional";
import { createUserRequest, createUserResponse, usernameSuggestion, usernameSuggestionQuery } from "./user-creation";
import { updateUserRequest } from "./user-fields";
import { pinListQuery, pinStatusPage, setPinResponse, setUserPinRequest } from "./user-pins";
import { adminUserProfile, eraseUserRequest, userExport, userRecord } from "./user-record";

export * from "./approvals";
export * from "./user-creation";
export * from "./user-fields";
export * from "./user-pins";
export * from "./user-record";


// The person at `:id` is found by the service (findManagedPerson): only older people (or, for export and
// erasure, family members) other than the caller are managed, anyone else is a 404 whatever the shared policy
// would say, and only the record read is audited. `{professionalId}` must be the caller's own id.
export const userAdminEndpoints = {
  record: defineEndpoint({
    method: "GET",
    path: "/api/users/:id/record",
    summary: "A person's whole record for staff (audited)",
    access: STAFF_ONLY,
    params: idParams,
    response: userRecord,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/users/:id",
    summary: "Edits a person's profile",
    access: STAFF_ONLY,
    params: idParams,
    body: updateUserRequest,
    response: adminUserProfile,
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/api/users/:id/export",
    summary: "Downloads everything held about a person (a JSON file)",
    access: STAFF_ONLY,
    params: idParams,
    response: userExport,
  }),
  erase: defineEndpoint({
    method: "DELETE",
    path: "/api/users/:id",
    summary: "Erases a person, confirmed by typing their username",
    access: STAFF_ONLY,
    params: idParams,
    body: eraseUserRequest,
    response: null,
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
    access: STAFF_ONLY,
    params: idParams,
    body: setUserPinRequest,
    response: setPinResponse,
  }),
  unlock: defineEndpoint({
    method: "POST",
    path: "/api/users/:id/unlock",
    summary: "Lifts a person's PIN lockout",
    access: STAFF_ONLY,
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
    access: STAFF_ONLY,
    params: userIdParams,
    body: approvalDecisionRequest,
    response: approvalDecisionResponse,
  }),
};
