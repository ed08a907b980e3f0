// `npm run admin -- <command> [--flags]`: operator tasks for a real deployment.
import { municipalities, users } from "@shared/schema";
import { eq, sql } from "drizzle-orm";
import { createPasswordHasher } from "./auth/hashing";
import { generateAcceptablePassword } from "./auth/password-policy";
import { openForCli, parseFlags, runCli } from "./cli";
import { recordAudit } from "./services/audit";
import { runSsoCommand, SSO_USAGE } from "./admin-sso";
import { resetSecondFactors } from "./services/second-factor/manage";

const USAGE = `Uso:
  npm run admin -- create-municipality --name "Valle Verde" [--province "Madrid"] [--timezone Europe/Madrid]
  npm run admin -- create-professional --municipality "Valle Verde" --email ana@ayto.es --first-name Ana --last-name Ruiz
  npm run admin -- reset-second-factor --email ana@ayto.es
${SSO_USAGE}`;

function required(flags: Record<string, string>, name: string): string {
  const value = flags[name]?.trim();
  if (!value) throw new Error(`Falta --${name}\n${USAGE}`);
  return value;
}

runCli(async () => {
  const [command, ...rest] = process.argv.slice(2);
  const flags = parseFlags(rest);
  const isSso = command === "set-sso" || command === "remove-sso";
  const isKnown = ["create-professional", "create-municipality", "reset-second-factor"].includes(command ?? "");
  if (!isKnown && !isSso) throw new Error(USAGE);
  const { handle, done } = await openForCli();
  try {
    await handle.migrate();
    const db = handle.db;
    if (isSso) {
      await runSsoCommand(db, command, flags);
      return;
    }
    if (command === "reset-second-factor") {
      // A professional who lost every factor and recovery code: they enrol a new one at their next sign-in.
      const email = required(flags, "email").toLowerCase();
      const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
      if (!user || user.role === "elderly") throw new Error(`No hay ninguna cuenta de familia o profesional con el correo ${email}.`);
      const ended = await resetSecondFactors(db, { id: null, municipalityId: user.municipalityId }, user, new Date());
      console.log(`Verificación en dos pasos restablecida para ${user.firstName} ${user.lastName} <${email}>.`);
      console.log(`Sesiones cerradas: ${ended}. Deberá configurar un método nuevo al entrar.`);
      return;
    }
    if (command === "create-municipality") {
      const timezone = flags.timezone ?? "Europe/Madrid";
      try {
        new Intl.DateTimeFormat("es-ES", { timeZone: timezone });
      } catch {
        throw new Error(`Zona horaria desconocida: ${timezone} (p. ej. Europe/Madrid, Atlantic/Canary)`);
      }
      const name = required(flags, "name");
      const [existing] = await db.select().from(municipalities).where(eq(municipalities.name, name));
      if (existing) throw new Error(`Ya existe el municipio «${name}».`);
      const [m] = await db
        .insert(municipalities)
        .values({
          name: required(flags, "name"),
          province: flags.province ?? "",
          timezone: flags.timezone ?? "Europe/Madrid",
        })
        .returning();
      console.log(`Municipio creado: ${m.name} (${m.id})`);
      return;
    }
    const email = required(flags, "email").toLowerCase();
    const [municipality] = await db
      .select()
      .from(municipalities)
      .where(eq(municipalities.name, required(flags, "municipality")))
      .limit(1);
    if (!municipality)
      throw new Error(`No existe el municipio «${flags.municipality}». Créelo con create-municipality.`);
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (taken) throw new Error(`Ya existe una cuenta con el correo ${email}.`);
    const firstName = required(flags, "first-name");
    const lastName = required(flags, "last-name");
    // The staff rules of shared/domain/password-rules.ts; replaced at the first sign-in.
    const password = generateAcceptablePassword({
      role: "professional",
      person: { email, firstName, lastName },
      isDemo: false,
    });
    const [user] = await db
      .insert(users)
      .values({
        municipalityId: municipality.id,
        role: "professional",
        status: "active",
        firstName,
        lastName,
        username: email,
        email,
        passwordHash: await createPasswordHasher().hashPassword(password),
        mustChangePassword: true,
      })
      .returning();
    await recordAudit(db, {
      municipalityId: municipality.id,
      actorId: null,
      action: "professional.create-cli",
      subjectUserId: user.id,
      now: new Date(),
    });
    console.log(`Profesional creado en ${municipality.name}: ${user.firstName} ${user.lastName} <${email}>`);
    console.log(`Contraseña de un solo uso (se muestra solo ahora; se pedirá cambiarla al entrar): ${password}`);
  } finally {
    await done();
  }
});
