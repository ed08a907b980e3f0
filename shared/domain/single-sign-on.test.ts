import { describe, expect, it } from "vitest";
import { hasMappedRole, isDomainName, isInAllowedDomain, isMfaByProvider } from "./single-sign-on";

describe("single sign-on rules", () => {
  it("counts the provider's MFA only when amr or the configured acr says so", () => {
    expect(isMfaByProvider({ amr: ["pwd", "mfa"] }, null)).toBe(true);
    expect(isMfaByProvider({ amr: ["pwd", "OTP"] }, null)).toBe(true);
    expect(isMfaByProvider({ amr: ["hwk", "pin"] }, null)).toBe(true);
    expect(isMfaByProvider({ amr: ["pwd"] }, null)).toBe(false);
    expect(isMfaByProvider({ amr: ["pin"] }, null)).toBe(false);
    expect(isMfaByProvider({ amr: "mfa" }, null)).toBe(false);
    expect(isMfaByProvider({}, null)).toBe(false);
    expect(isMfaByProvider({ acr: "urn:mfa" }, "urn:mfa")).toBe(true);
    expect(isMfaByProvider({ acr: "urn:mfa" }, null)).toBe(false);
    expect(isMfaByProvider({ acr: "urn:pwd" }, "urn:mfa")).toBe(false);
  });

  it("allows exactly the domain: not a subdomain, not a look-alike", () => {
    expect(isInAllowedDomain("Ana@Ayto.ES", "ayto.es")).toBe(true);
    expect(isInAllowedDomain("ana@mal.ayto.es", "ayto.es")).toBe(false);
    expect(isInAllowedDomain("ana@ayto.es.evil.com", "ayto.es")).toBe(false);
    expect(isInAllowedDomain("ayto.es@otro.es", "ayto.es")).toBe(false);
    expect(isInAllowedDomain("@ayto.es", "ayto.es")).toBe(false);
  });

  it("maps a role by a text or list claim, and lets everyone through without a mapping", () => {
    expect(hasMappedRole({}, null, null)).toBe(true);
    expect(hasMappedRole({ groups: ["a", "acompana"] }, "groups", "acompana")).toBe(true);
    expect(hasMappedRole({ roles: "staff acompana" }, "roles", "acompana")).toBe(true);
    expect(hasMappedRole({ groups: ["acompana-x"] }, "groups", "acompana")).toBe(false);
    expect(hasMappedRole({}, "groups", "acompana")).toBe(false);
  });

  it("takes a domain name, not an address or URL", () => {
    expect(isDomainName("ayto.valle-verde.es")).toBe(true);
    for (const bad of ["ayto", "https://ayto.es", "ana@ayto.es", "-ayto.es", "ayto..es"]) expect(isDomainName(bad)).toBe(false);
  });
});
