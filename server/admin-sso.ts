import { isDomainName } from "@shared/domain/single-sign-on";
import { municipalities } from "@shared/schema";
import { eq } from "drizzle-orm";
import type { Db } from "./db/types";
import { recordAudit } from "./services/audit";
import { isLoopbackIssuer, providerConfiguration } from "./services/single-sign-on/oidc-client";
import { removeIdentityProvider, setIdentityProvider } from "./services/single-sign-on/providers";

// `npm run admin -- set-sso …` / `remove-sso …`: a municipality's own identity provider (SECURITY.md#single-sign-on).

export const SSO_USAGE = `  npm run admin -- set-sso --municipality "Valle Verde" --issuer https://login.ayto.es/realms/personal \\
      --client-id acompana --domain ayto.es [--mfa-acr <valor>] [--role-claim groups --role-value acompana]
      (el secreto del cliente se lee de la variable OIDC_CLIENT_SECRET, para que no quede en el historial)
  npm run admin -- remove-sso --municipality "Valle Verde"`;

function need(flags: Record<string, string>, name: string): string {
  const value = flags[name]?.trim();
  if (!value) throw new Error(`Falta --${name}\n${SSO_USAGE}`);
  return value;
}

async function municipalityNamed(db: Db, name: string) {
  const [m] = await db.select().from(municipalities).where(eq(municipalities.name, name)).limit(1);
  if (!m) throw new Error(`No existe el municipio «${name}».`);
  return m;
}

export async function runSsoCommand(db: Db, command: "set-sso" | "remove-sso", flags: Record<string, string>) {
  const municipality = await municipalityNamed(db, need(flags, "municipality"));
  const now = new Date();
  if (command === "remove-sso") {
    const isRemoved = await removeIdentityProvider(db, municipality.id);
    if (isRemoved) await recordAudit(db, { municipalityId: municipality.id, actorId: null, action: "single-sign-on.remove-cli", now });
    console.log(isRemoved ? `Acceso con la cuenta del ayuntamiento desactivado en ${municipality.name}.` : `${municipality.name} no lo tenía activado.`);
    return;
  }
  let issuer: URL;
  try {
    issuer = new URL(need(flags, "issuer"));
  } catch {
    throw new Error("--issuer debe ser una dirección (https://…)");
  }
  if (issuer.protocol !== "https:" && !isLoopbackIssuer(issuer)) throw new Error("--issuer debe usar https://");
  const domain = need(flags, "domain").toLowerCase().replace(/^@/, "");
  if (!isDomainName(domain)) throw new Error(`--domain no es un dominio válido: ${domain}`);
  const clientSecret = process.env.OIDC_CLIENT_SECRET?.trim();
  if (!clientSecret) throw new Error("Falta el secreto del cliente: póngalo en la variable OIDC_CLIENT_SECRET.");
  if (Boolean(flags["role-claim"]) !== Boolean(flags["role-value"]))
    throw new Error("--role-claim y --role-value van juntos.");
  const input = {
    issuer: issuer.href.replace(/\/$/, ""),
    clientId: need(flags, "client-id"),
    clientSecret,
    allowedDomain: domain,
    mfaAcr: flags["mfa-acr"]?.trim() || null,
    roleClaim: flags["role-claim"]?.trim() || null,
    roleValue: flags["role-value"]?.trim() || null,
  };
  // Discovery now, so a mistyped issuer is found by the operator rather than by the first professional.
  try {
    await providerConfiguration({ ...input, municipalityId: municipality.id, createdAt: now, updatedAt: now }, now);
  } catch (err) {
    throw new Error(`No se ha podido leer la configuración OpenID de ${input.issuer}: ${(err as Error).message}`);
  }
  await setIdentityProvider(db, municipality.id, input, now);
  await recordAudit(db, { municipalityId: municipality.id, actorId: null, action: "single-sign-on.set-cli", now });
  console.log(`Acceso con la cuenta del ayuntamiento activado en ${municipality.name} (${input.issuer}, @${domain}).`);
  console.log("Dirección de retorno que debe registrar en el proveedor: <PUBLIC_URL>/api/auth/oidc/callback");
}
