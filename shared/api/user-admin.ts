// Staff management of people: record, edit, export, erasure, creation, PINs and approvals. One module per
// responsibility; this one gathers them so "@shared/api/user-admin" keeps answering for all of them.

export * from "./approvals";
export * from "./user-creation";
export * from "./user-fields";
export * from "./user-pins";
export * from "./user-record";
