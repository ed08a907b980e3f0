import { type APIRequestContext, expect, request } from "@playwright/test";
import type { ReminderType } from "../../shared/domain/enums";
import { localTime } from "../../shared/domain/time";

// A spec's own reminder on Carmen's tablet, made through her son's account (the family API) and removed when
// the test ends, passed or failed: a reminder left behind would take over the screens of every later test.

const FAMILY_LOGIN = { username: "familia@acompana.demo", password: "Demo-1234", expectedRole: "family" };
const TZ = "Europe/Madrid";

export type OwnReminderInput = {
  title: string;
  description?: string;
  /** Local time in Madrid (HH:mm) or the instant it falls due. */
  at: string | Date;
  type?: ReminderType;
};
export type OwnReminder = { id: string; title: string; carmenId: string; family: APIRequestContext };
export type CarmenReminders = { add(input: OwnReminderInput): Promise<OwnReminder> };

/** Opens the family session on first use; `cleanUp` deletes what was made and closes it. */
export function carmenReminders(baseURL: string): CarmenReminders & { cleanUp(): Promise<void> } {
  let session: Promise<{ family: APIRequestContext; carmenId: string }> | undefined;
  const made: string[] = [];
  const open = async () => {
    const family = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
    const login = await family.post("/api/auth/login", { data: FAMILY_LOGIN });
    expect(login.ok(), `family login -> ${login.status()}`).toBeTruthy();
    const relatives = (await (await family.get("/api/family/relatives")).json()) as { elderly: { id: string; firstName: string } }[];
    return { family, carmenId: relatives.find((r) => r.elderly.firstName === "Carmen")!.elderly.id };
  };
  return {
    async add(input) {
      session ??= open();
      const { family, carmenId } = await session;
      const reminderTime = typeof input.at === "string" ? input.at : localTime(input.at, TZ);
      const created = await family.post("/api/reminders", {
        data: {
          userId: carmenId,
          title: input.title,
          description: input.description ?? "",
          reminderTime,
          type: input.type ?? "medicine",
          recurrence: "daily",
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      made.push(id);
      return { id, title: input.title, carmenId, family };
    },
    async cleanUp() {
      if (!session) return;
      const { family } = await session;
      for (const id of made) {
        const gone = await family.delete(`/api/reminders/${id}`);
        expect([204, 404], `delete reminder ${id}`).toContain(gone.status());
      }
      await family.dispose();
    },
  };
}
