import type { AlertContact } from "@shared/api/professional";
import { PhoneLink } from "../../common/phone-link";

type AlertContactDetailsProps = {
  /** Absent for an alert of no known person. */
  contact: AlertContact | undefined;
  personName: string;
};

const LIVES_ALONE = { true: "Vive sola/solo", false: "No vive sola/solo" } as const;

/**
 * What staff need to act on an alert without opening the record: the person's phone, where they live, who
 * can open the door and the emergency contact, each phone a tel: link.
 */
export function AlertContactDetails({ contact, personName }: AlertContactDetailsProps) {
  if (!contact) return null;
  const place = [contact.address, contact.district].map((part) => part.trim()).filter(Boolean).join(", ");
  const keyHolder = contact.keyHolderName.trim();
  const emergency = contact.emergencyContactName.trim();
  return (
    <dl className="grid gap-x-3 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-base text-slate-900 sm:grid-cols-[auto_1fr]">
      <dt className="self-center font-semibold">Teléfono</dt>
      <dd>
        <PhoneLink phone={contact.phone} who={personName} />
      </dd>
      <dt className="font-semibold">Dirección</dt>
      <dd className="min-w-0 break-words">
        {place || "No indicada"}
        {contact.livesAlone === null ? null : ` · ${LIVES_ALONE[`${contact.livesAlone}`]}`}
      </dd>
      {keyHolder || contact.keyHolderPhone ? (
        <>
          <dt className="self-center font-semibold">Tiene llave</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-x-2 break-words">
            {keyHolder ? <span>{keyHolder}</span> : null}
            {contact.keyHolderPhone ? (
              <PhoneLink phone={contact.keyHolderPhone} who={keyHolder || "quien tiene llave"} />
            ) : null}
          </dd>
        </>
      ) : null}
      {emergency || contact.emergencyContactPhone ? (
        <>
          <dt className="self-center font-semibold">Contacto de emergencia</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-x-2 break-words">
            {emergency ? <span>{emergency}</span> : null}
            {contact.emergencyContactPhone ? (
              <PhoneLink phone={contact.emergencyContactPhone} who={emergency || "el contacto de emergencia"} />
            ) : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
