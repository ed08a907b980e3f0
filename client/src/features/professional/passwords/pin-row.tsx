import type { PinStatus } from "@shared/api/user-admin";
import { KeyRound, LockOpen, Shuffle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Badge } from "../common/badge";
import { fullName } from "@shared/domain/names";
import { dateTimeLabel } from "../common/time-format";

type PinRowProps = {
  person: PinStatus;
  now: Date;
  timezone: string;
  isUnlocking: boolean;
  onAssign: (person: PinStatus) => void;
  onGenerate: (person: PinStatus) => void;
  onUnlock: (person: PinStatus) => void;
};

const isLocked = (person: PinStatus, now: Date) =>
  !!person.lockedUntil && new Date(person.lockedUntil).getTime() > now.getTime();

const timeOf = (iso: string, timezone: string) => {
  try {
    return new Intl.DateTimeFormat("es-ES", { timeStyle: "short", timeZone: timezone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat("es-ES", { timeStyle: "short" }).format(new Date(iso));
  }
};

/** One older person: PIN set or not, last login, failed attempts, lock, and the three actions. */
export function PinRow({ person, now, timezone, isUnlocking, onAssign, onGenerate, onUnlock }: PinRowProps) {
  const name = fullName(person);
  const locked = isLocked(person, now);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border-2 border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold text-slate-900">
          {name} <span className="text-base font-normal text-slate-700">({person.username})</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge tone={person.hasPin ? "success" : "warning"}>
            {person.hasPin ? "PIN asignado" : "Sin PIN"}
          </Badge>
          {locked && person.lockedUntil ? (
            <Badge tone="danger">Bloqueado hasta las {timeOf(person.lockedUntil, timezone)}</Badge>
          ) : null}
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-base text-slate-900 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Último acceso:</dt>
        <dd>{person.lastLoginAt ? dateTimeLabel(person.lastLoginAt, timezone) : "Nunca"}</dd>
        <dt className="font-semibold">Intentos fallidos:</dt>
        <dd>{person.failedAttempts}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" aria-label={`Asignar PIN a ${name}`} onClick={() => onAssign(person)}>
          <KeyRound aria-hidden="true" className="h-5 w-5" />
          Asignar PIN
        </Button>
        <Button
          variant="secondary"
          aria-label={`Generar PIN para ${name}`}
          onClick={() => onGenerate(person)}
        >
          <Shuffle aria-hidden="true" className="h-5 w-5" />
          Generar PIN
        </Button>
        {locked ? (
          <Button
            aria-label={`Desbloquear a ${name}`}
            disabled={isUnlocking}
            onClick={() => onUnlock(person)}
          >
            <LockOpen aria-hidden="true" className="h-5 w-5" />
            {isUnlocking ? "Desbloqueando..." : "Desbloquear"}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
