import { lazy } from "react";
import { AddRelative } from "../common/add-relative";
import { FamilyPage } from "../common/family-page";
import { LeaveRelative } from "../common/leave-relative";
import { LazyBody } from "../common/lazy-body";
import { RelativeGate } from "../common/relative-gate";
import { PhoneNotices } from "../notifications/phone-notices";

// The frame (title, person switcher, pending / private states) renders at once; the body loads after.
const DashboardBody = lazy(() => import("./dashboard-body"));

/** /, /dashboard, /family: 'Panel Familiar' (docs/behaviour/02-screens.md, 04-states.md and 06-roles-and-access.md). */
export function FamilyDashboard() {
  return (
    <FamilyPage title="Panel Familiar">
      <RelativeGate
        needsConsent
        footer={(relative) => <LeaveRelative key={relative.elderly.id} elderly={relative.elderly} />}
      >
        {(relative) => (
          <LazyBody>
            <DashboardBody key={relative.elderly.id} relative={relative} />
          </LazyBody>
        )}
      </RelativeGate>
      <PhoneNotices />
      <AddRelative />
    </FamilyPage>
  );
}

