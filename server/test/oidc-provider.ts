import { generateKeyPairSync, sign } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

// A real OpenID Connect provider (oidc-provider) on loopback for the single sign-on tests, behind a small real HTTP
// proxy that is the issuer's address: the proxy may rewrite the token endpoint's answer (a forged audience, a
// tampered id_token), as a compromised or misconfigured provider would send it. Nothing is downloaded.

export const TEST_CLIENT = { id: "acompana-test", secret: "secreto-de-pruebas-del-cliente-oidc" };
export const MFA_ACR = "urn:ayto:acr:mfa";

export type TestAccount = { email: string; email_verified: boolean; name?: string; groups?: string[] };
/** Who the next login at the provider is, and how the provider says it checked them. */
export type NextLogin = { accountId: string; amr?: string[]; acr?: string };
type IdTokenRewrite = (idToken: string) => string;

const b64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

async function readBody(stream: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startTestProvider(opts: { redirectUri: string; accounts: Record<string, TestAccount> }) {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" };
  let nextLogin: NextLogin = { accountId: "" };
  let rewrite: IdTokenRewrite | null = null;

  const proxy = http.createServer();
  const proxyPort = await listen(proxy);
  const issuer = `http://127.0.0.1:${proxyPort}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [opts.redirectUri],
        token_endpoint_auth_method: "client_secret_post",
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ["claves-de-cookies-de-pruebas"] },
    claims: {
      acr: null,
      amr: null,
      auth_time: null,
      iss: null,
      sid: null,
      // Sent in every id_token, as the big providers do: how the person was checked decides the app's MFA.
      openid: ["sub", "acr", "amr", "auth_time"], email: ["email", "email_verified"], profile: ["name", "groups"] },
    acrValues: [MFA_ACR, "urn:ayto:acr:pwd"],
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: { IdToken: 60, AccessToken: 600, AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600 },
    findAccount: (_ctx, id) => {
      const account = opts.accounts[id];
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
  });

  /** The login screen: signs in as `nextLogin` and grants the requested scopes, without a form. */
  const providerHandler = provider.callback();
  const server = http.createServer(async (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return providerHandler(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      const accountId = details.session?.accountId ?? nextLogin.accountId;
      const grant = new provider.Grant({ accountId, clientId: TEST_CLIENT.id });
      grant.addOIDCScope(String(details.params.scope ?? "openid"));
      const grantId = await grant.save();
      const login = { accountId, ...(nextLogin.amr ? { amr: nextLogin.amr } : {}), ...(nextLogin.acr ? { acr: nextLogin.acr } : {}) };
      await provider.interactionFinished(req, res, { login, consent: { grantId } }, { mergeWithLastSubmission: false });
    } catch (err) {
      res.statusCode = 500;
      res.end(String(err));
    }
  });
  const serverPort = await listen(server);

  proxy.on("request", async (req, res) => {
    const body = await readBody(req);
    const upstream = http.request(
      { host: "127.0.0.1", port: serverPort, method: req.method, path: req.url, headers: req.headers },
      async (answer) => {
        let payload = await readBody(answer);
        const headers = { ...answer.headers };
        if (rewrite && req.url?.startsWith("/token") && answer.statusCode === 200) {
          const json = JSON.parse(payload.toString("utf8")) as { id_token: string };
          json.id_token = rewrite(json.id_token);
          payload = Buffer.from(JSON.stringify(json));
          headers["content-length"] = String(payload.length);
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        res.end(payload);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    upstream.end(body);
  });

  const decode = (token: string) => {
    const [header, payload, signature] = token.split(".");
    return { header, claims: JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>, signature };
  };

  return {
    issuer,
    setNextLogin: (login: NextLogin) => {
      nextLogin = login;
    },
    /** From now on, the id_token the app receives is changed this way (null: sent as issued). */
    rewriteIdToken: (fn: IdTokenRewrite | null) => {
      rewrite = fn;
    },
    /** Changes claims and signs again with the provider's own key: a valid signature over a wrong token. */
    resign: (token: string, change: (claims: Record<string, unknown>) => Record<string, unknown>) => {
      const { header, claims } = decode(token);
      const input = `${header}.${b64url(JSON.stringify(change(claims)))}`;
      return `${input}.${b64url(sign("sha256", Buffer.from(input), privateKey))}`;
    },
    /** Changes claims but keeps the old signature: what an attacker without the key can do. */
    tamper: (token: string, change: (claims: Record<string, unknown>) => Record<string, unknown>) => {
      const { header, claims, signature } = decode(token);
      return `${header}.${b64url(JSON.stringify(change(claims)))}.${signature}`;
    },
    close: async () => {
      proxy.closeAllConnections();
      server.closeAllConnections();
      await Promise.all([new Promise((r) => proxy.close(r)), new Promise((r) => server.close(r))]);
    },
  };
}
export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;

/**
 * A browser at the provider: follows its redirects with its own cookies until it is sent back to the app, and
 * answers the app-relative path and query of that callback.
 */
export async function followProviderUntil(startUrl: string, appOrigin: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(appOrigin)) return url.slice(appOrigin.length);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(";");
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    const location = res.headers.get("location");
    if (!location) throw new Error(`the provider stopped at ${url}: ${res.status} ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error("too many redirects at the provider");
}
