import { Footer } from "@/components/footer";
import { useElderlyUser } from "../common/use-elderly-user";
import { ActiveTodayCard } from "./active-today-card";
import { HelpRequestStatus } from "./help-request-status";
import { HomeTiles } from "./home-tiles";
import { PendingFamilyLinks } from "./pending-family-links";
import { PrivacySettings } from "./privacy-settings";
import { CheckInLine } from "../check-in/check-in-line";
import { OpenSafetyCheckCard } from "../safety-check/open-safety-check-card";

/** Elderly home (docs/behaviour/02-screens.md): greeting, privacy settings, link requests, big buttons, today card. */
export function ElderlyHome() {
  const { userId, firstName, timezone } = useElderlyUser();
  return (
    <>
      <main className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-4xl font-bold text-slate-900">Hola, {firstName}</h1>
          <PrivacySettings userId={userId} />
        </div>
        <OpenSafetyCheckCard userId={userId} />
        <CheckInLine />
        <PendingFamilyLinks userId={userId} />
        <p className="text-2xl text-slate-900">¿Qué le apetece hacer hoy?</p>
        <HomeTiles userId={userId} />
        <HelpRequestStatus userId={userId} />
        <ActiveTodayCard timezone={timezone} />
      </main>
      <Footer isLarge />
    </>
  );
}
