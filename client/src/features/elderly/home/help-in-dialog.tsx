import { useElderlyUser } from "../common/use-elderly-user";
import { HelpButton } from "./help-button";

/** 'Ayuda profesional' at the foot of a dialog on the tablet: the help bar behind it cannot be reached. */
export function HelpInDialog() {
  const { userId } = useElderlyUser();
  return (
    <div className="border-t-2 border-slate-300 pt-4">
      <HelpButton userId={userId} />
    </div>
  );
}
