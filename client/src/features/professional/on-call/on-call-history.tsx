import type { OnCallSettings } from "@shared/api/on-call";
import { dateTimeLabel } from "../common/time-format";

const listText = (emails: string[]) => (emails.length > 0 ? emails.join(", ") : "ninguno");

/** 'Últimos cambios': who changed the list, when, and from what to what (from the audit log). */
export function OnCallHistory({ changes, timezone }: { changes: OnCallSettings["changes"]; timezone: string }) {
  return (
    <section aria-labelledby="on-call-history" className="grid gap-3">
      <h2 id="on-call-history" className="text-2xl font-semibold text-slate-900">
        Últimos cambios
      </h2>
      {changes.length === 0 ? (
        <p className="text-lg text-slate-800">La lista no se ha cambiado todavía.</p>
      ) : (
        <ul className="grid gap-2">
          {changes.map((change) => (
            <li key={`${change.at}-${listText(change.after)}`} className="rounded-xl border-2 border-slate-200 bg-white p-3">
              <p className="text-base font-semibold text-slate-900">
                {dateTimeLabel(change.at, timezone)} · {change.actorName}
              </p>
              <p className="text-base break-all text-slate-800">Antes: {listText(change.before)}</p>
              <p className="text-base break-all text-slate-800">Después: {listText(change.after)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
