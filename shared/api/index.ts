export * from "./auth";
export * from "./common";
export * from "./messages";
export * from "./municipalities";
export * from "./paths";
export * from "./users";
