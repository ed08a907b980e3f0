import * as oidc from "openid-client";
import type { IdentityProvider } from "./providers";

// openid-client does the protocol (discovery, PKCE, state, nonce, the id_token's signature, issuer, audience,
// expiry); this file only builds its configuration for one provider at one moment of the app's clock.

const DISCOVERY_TTL_MS = 10 * 60_000;
const discovered = new Map<string, { metadata: oidc.ServerMetadata; fetchedAt: number }>();

/** Plain HTTP is accepted only on loopback (a provider on the same machine, and the tests); anything else is HTTPS. */
export function isLoopbackIssuer(issuer: URL): boolean {
  return ["127.0.0.1", "[::1]", "localhost"].includes(issuer.hostname);
}

/**
 * The provider's configuration with the app's clock: `clockSkew` makes the library's "now" equal `now`, so an
 * id_token is judged by the same clock as the rest of the app (tests pin it).
 */
export async function providerConfiguration(provider: IdentityProvider, now: Date): Promise<oidc.Configuration> {
  const issuer = new URL(provider.issuer);
  const isInsecure = isLoopbackIssuer(issuer) && issuer.protocol === "http:";
  const clientMetadata: Partial<oidc.ClientMetadata> = {
    client_secret: provider.clientSecret,
    [oidc.clockSkew]: Math.round((now.getTime() - Date.now()) / 1000),
  };
  const auth = oidc.ClientSecretPost(provider.clientSecret);
  const cached = discovered.get(provider.issuer);
  let config: oidc.Configuration;
  if (cached && Date.now() - cached.fetchedAt < DISCOVERY_TTL_MS) {
    config = new oidc.Configuration(cached.metadata, provider.clientId, clientMetadata, auth);
  } else {
    config = await oidc.discovery(issuer, provider.clientId, clientMetadata, auth, {
      execute: isInsecure ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    discovered.set(provider.issuer, { metadata: config.serverMetadata(), fetchedAt: Date.now() });
  }
  if (isInsecure) oidc.allowInsecureRequests(config);
  // The id_token's signature is checked too, not only trusted for coming over TLS from the token endpoint (which
  // the library allows by default): a proxy or a forged answer cannot claim MFA or another person.
  oidc.enableNonRepudiationChecks(config);
  return config;
}
