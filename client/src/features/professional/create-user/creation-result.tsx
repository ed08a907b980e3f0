import type { CreateUserResponse } from "@shared/api/user-admin";
import { CheckCircle2 } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { SecretPanel } from "../common/secret-panel";
import { fullName } from "@shared/domain/names";

type CreationResultProps = { result: CreateUserResponse; onAnother: () => void };

/** After creating: the PIN or temporary password, shown this once, and what to do next. */
export function CreationResult({ result, onAnother }: CreationResultProps) {
  const { user, pin, temporaryPassword } = result;
  const name = fullName(user);
  const isElderly = user.role === "elderly";
  return (
    <section aria-labelledby="created-title" className="flex flex-col gap-5">
      <h2
        id="created-title"
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-bold text-slate-900"
      >
        <CheckCircle2 aria-hidden="true" className="h-7 w-7 text-green-700" />
        Usuario creado: {name}
      </h2>
      <p className="text-lg text-slate-900">
        {isElderly
          ? `Entrará con su nombre y su PIN. Nombre de usuario: ${user.username}.`
          : `Entrará en el Portal Familiar con su correo ${user.email ?? ""} y la contraseña temporal.`}
      </p>
      {pin ? <SecretPanel label="PIN de acceso" value={pin} owner={name} /> : null}
      {temporaryPassword ? (
        <SecretPanel label="Contraseña temporal" value={temporaryPassword} owner={name} />
      ) : null}
      {isElderly && !pin ? (
        <p className="text-base text-slate-800">Se ha guardado el PIN que eligió. No se mostrará de nuevo.</p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {isElderly ? (
          <Link href={`/professional/user/${user.id}`} className={buttonClasses("secondary")}>
            Ver ficha de {name}
          </Link>
        ) : null}
        <Button onClick={onAnother}>Crear otro usuario</Button>
      </div>
    </section>
  );
}
