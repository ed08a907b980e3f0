import { describe, expect, it } from "vitest";
import { type Actor, type Decision, decide, type Scope, type Subject } from "./policy";

const VV = "00000000-0000-4000-8000-00000000000a";
const MC = "00000000-0000-4000-8000-00000000000b";

const carmen: Subject = {
  id: "carmen",
  role: "elderly",
  municipalityId: VV,
  familyConsent: true,
  personalConsent: true,
};
const antonio: Subject = { ...carmen, id: "antonio", familyConsent: false };
const dolores: Subject = { ...carmen, id: "dolores", personalConsent: false };
const carmenRuiz: Subject = { ...carmen, id: "carmen-ruiz", municipalityId: MC };
const javier: Subject = { ...carmen, id: "javier", role: "family" };
const javierToo: Subject = { ...javier, id: "javier-2" };

const asCarmen: Actor = { id: "carmen", role: "elderly", municipalityId: VV };
const asFamily: Actor = { id: "javier", role: "family", municipalityId: VV };
const asPro: Actor = { id: "lucia", role: "professional", municipalityId: VV };
const asProMc: Actor = { id: "marta", role: "professional", municipalityId: MC };

const kind = (d: Decision) => d.kind;

describe("access policy", () => {
  // [actor, subject, scope, link, expected]
  const table: Array<
    [string, Actor, Subject | null, Scope, "pending" | "approved" | "rejected" | null, Decision["kind"]]
  > = [
    ["elderly reads own care data", asCarmen, carmen, "care", null, "allow"],
    ["elderly changes own consents", asCarmen, carmen, "self", null, "allow"],
    ["elderly reads another person", asCarmen, antonio, "identity", null, "not-found"],
    ["elderly reads another person's record", asCarmen, antonio, "record", null, "not-found"],
    ["elderly cannot read statistics", asCarmen, carmen, "statistics", null, "forbidden"],
    ["family with approved link + consent: care", asFamily, carmen, "care", "approved", "allow"],
    [
      "family with approved link, no consent: care is private",
      asFamily,
      antonio,
      "care",
      "approved",
      "private",
    ],
    ["family with approved link, no consent: identity", asFamily, antonio, "identity", "approved", "allow"],
    ["family with pending link", asFamily, carmen, "care", "pending", "forbidden"],
    ["family with rejected link", asFamily, carmen, "identity", "rejected", "not-found"],
    ["family without link", asFamily, carmen, "identity", null, "not-found"],
    ["family cannot change consents", asFamily, carmen, "self", "approved", "forbidden"],
    ["family cannot open the full record", asFamily, carmen, "record", "approved", "forbidden"],
    ["family of another municipality", asFamily, carmenRuiz, "identity", "approved", "not-found"],
    ["professional reads own municipality record", asPro, dolores, "record", null, "allow"],
    ["professional statistics with consent", asPro, carmen, "statistics", null, "allow"],
    ["professional statistics without consent", asPro, dolores, "statistics", null, "forbidden"],
    ["professional cannot act as the person", asPro, carmen, "self", null, "forbidden"],
    ["professional of another municipality", asProMc, carmen, "record", null, "not-found"],
    ["missing subject", asPro, null, "record", null, "not-found"],
    // Someone to write to: an older person and a relative with an approved link, either way.
    ["elderly writes to an approved relative", asCarmen, javier, "correspondent", "approved", "allow"],
    ["elderly writes to a relative still pending", asCarmen, javier, "correspondent", "pending", "not-found"],
    ["elderly writes to an unlinked relative", asCarmen, javier, "correspondent", null, "not-found"],
    ["elderly writes to another older person", asCarmen, antonio, "correspondent", null, "not-found"],
    ["elderly writes to herself", asCarmen, carmen, "correspondent", null, "not-found"],
    ["family writes without the person's consent", asFamily, antonio, "correspondent", "approved", "allow"],
    ["family writes with the link pending", asFamily, carmen, "correspondent", "pending", "forbidden"],
    ["family writes to a relative", asFamily, javierToo, "correspondent", "approved", "not-found"],
    ["professional writes family messages", asPro, carmen, "correspondent", null, "forbidden"],
    ["professional of another municipality writes", asProMc, carmen, "correspondent", null, "not-found"],
  ];

  it.each(table)("%s", (_name, actor, subject, scope, link, expected) => {
    expect(kind(decide(actor, subject, scope, link))).toBe(expected);
  });

  it("audits professional reads of personal records, not family reads", () => {
    expect(decide(asPro, carmen, "record")).toEqual({ kind: "allow", audit: true });
    expect(decide(asFamily, carmen, "care", "approved")).toEqual({ kind: "allow", audit: false });
  });

  it("does not treat a truthy non-boolean consent as consent", () => {
    const odd = { ...carmen, familyConsent: "true" as unknown as boolean };
    expect(kind(decide(asFamily, odd, "care", "approved"))).toBe("private");
  });
});
