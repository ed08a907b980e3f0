import { useElderlyUser } from "../common/use-elderly-user";
import { useNow } from "../common/use-now";
import { useCheckIn } from "./use-check-in";
import { answeredLine } from "./wording";

/** The home's calm line once today's check-in is answered ('El personal le llamará hoy.'); nothing before. */
export function CheckInLine() {
  const { userId, timezone, formOfAddress } = useElderlyUser();
  const now = useNow();
  const { answered, step, isEnabled } = useCheckIn(userId, timezone, now);
  if (!answered || step || !isEnabled) return null;
  return (
    <p role="status" className="rounded-lg border-2 border-sky-200 bg-sky-50 p-4 text-2xl text-slate-900">
      {answeredLine(formOfAddress, answered.answer, answered.wantsCall)}
    </p>
  );
}
