import { stateAfterPassword, type SecondFactorState } from "@shared/domain/second-factor";
import { hasMappedRole, isInAllowedDomain, isMfaByProvider, SSO_LOGIN_STATE_MS } from "@shared/domain/single-sign-on";
import type { SsoErrorCode } from "@shared/api/oidc";
import { oidcLoginStates, type UserRow, users } from "@shared/schema";
import { and, eq, lt, sql } from "drizzle-orm";
import * as oidc from "openid-client";
import { sha256 } from "../../auth/hashing";
import { notFound } from "../../domain-errors";
import { findMunicipality } from "../municipalities";
import { hasSecondFactor } from "../second-factor/factors";
import type { Db } from "../../db/types";
import { providerConfiguration } from "./oidc-client";
import { findIdentityProvider } from "./providers";

/** A sign-in through the provider refused; `code` picks the Spanish message the login page shows. */
export class SsoRefusal extends Error {
  constructor(
    readonly code: SsoErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`single sign-on refused: ${code}`, options);
  }
}

const SCOPE = "openid email profile";

async function configurationOrRefuse(provider: Parameters<typeof providerConfiguration>[0], now: Date) {
  try {
    return await providerConfiguration(provider, now);
  } catch (cause) {
    throw new SsoRefusal("provider-unreachable", { cause });
  }
}

/**
 * Keeps the PKCE verifier and nonce server-side and answers where to send the browser, with the `state` it carries.
 * `redirectUri` is null when the install has no public address (PUBLIC_URL): then nobody offers single sign-on.
 */
export async function startSsoSignIn(db: Db, input: { municipalityId: string; redirectUri: string | null; now: Date }) {
  const { now, redirectUri } = input;
  const provider = await findIdentityProvider(db, input.municipalityId);
  if (!provider || !redirectUri) {
    // Only a hand-made address names a municipality that does not exist: a plain 404, not the login page.
    if (!(await findMunicipality(db, input.municipalityId))) throw notFound("No existe ese municipio.");
    throw new SsoRefusal("not-available");
  }
  const config = await configurationOrRefuse(provider, now);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  // Abandoned sign-ins are swept here rather than by a job: they are few and harmless until then.
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, now));
  await db.insert(oidcLoginStates).values({
    stateHash: sha256(state),
    municipalityId: provider.municipalityId,
    nonce,
    codeVerifier,
    expiresAt: new Date(now.getTime() + SSO_LOGIN_STATE_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  });
  return { url: url.href, state };
}

/** Takes the pending sign-in of `state` once; null when unknown, already used or too old. */
async function takeLoginState(db: Db, state: string, now: Date) {
  const [row] = await db.delete(oidcLoginStates).where(eq(oidcLoginStates.stateHash, sha256(state))).returning();
  return row && row.expiresAt > now ? row : null;
}

export type SsoSignIn = { user: UserRow; secondFactor: SecondFactorState; factorVerifiedAt: Date | null };

/**
 * The provider's answer: the code is exchanged (PKCE), the id_token checked (signature, issuer, audience, expiry,
 * nonce), and the verified e-mail linked to an active professional of the municipality. Creates no account.
 */
export async function finishSsoSignIn(
  db: Db,
  input: { query: URLSearchParams; cookieState: string | undefined; redirectUri: string; now: Date },
): Promise<SsoSignIn> {
  const { query, now } = input;
  const state = query.get("state");
  // Only the browser that started the sign-in may finish it (login CSRF).
  if (!state || state !== input.cookieState) throw new SsoRefusal("expired");
  const pending = await takeLoginState(db, state, now);
  if (!pending) throw new SsoRefusal("expired");
  if (query.has("error")) throw new SsoRefusal("cancelled");
  const provider = await findIdentityProvider(db, pending.municipalityId);
  if (!provider) throw new SsoRefusal("not-available");
  const config = await configurationOrRefuse(provider, now);
  const currentUrl = new URL(input.redirectUri);
  currentUrl.search = query.toString();
  let claims: Record<string, unknown>;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims()!;
    claims = { ...idClaims };
    // Some providers put the e-mail only in userinfo; the id_token's subject must match it.
    if (typeof claims.email !== "string") {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...info, ...idClaims, email: info.email, email_verified: info.email_verified };
    }
  } catch (cause) {
    throw new SsoRefusal(cause instanceof SsoRefusal ? cause.code : "invalid-response", { cause });
  }
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  if (!email || claims.email_verified !== true) throw new SsoRefusal("email-unverified");
  if (!isInAllowedDomain(email, provider.allowedDomain)) throw new SsoRefusal("domain-not-allowed");
  if (!hasMappedRole(claims, provider.roleClaim, provider.roleValue)) throw new SsoRefusal("role-not-allowed");
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email}`,
        eq(users.municipalityId, provider.municipalityId),
        eq(users.role, "professional"),
        eq(users.status, "active"),
      ),
    )
    .limit(1);
  if (!user) throw new SsoRefusal("no-account");
  if (isMfaByProvider(claims, provider.mfaAcr)) return { user, secondFactor: "done", factorVerifiedAt: now };
  return { user, secondFactor: stateAfterPassword("professional", await hasSecondFactor(db, user.id)), factorVerifiedAt: null };
}
