import { lazy } from "react";
import { FamilyPage } from "../common/family-page";
import { LazyBody } from "../common/lazy-body";
import { RelativeGate } from "../common/relative-gate";

const RemindersBody = lazy(() => import("./reminders-body"));

/** /reminders: 'Gestión de Recordatorios' (docs/behaviour/02-screens.md). */
export function FamilyRemindersPage() {
  return (
    <FamilyPage title="Gestión de Recordatorios" hasBackLink>
      <RelativeGate needsConsent>
        {(relative) => (
          <LazyBody>
            <RemindersBody key={relative.elderly.id} relative={relative} />
          </LazyBody>
        )}
      </RelativeGate>
    </FamilyPage>
  );
}

