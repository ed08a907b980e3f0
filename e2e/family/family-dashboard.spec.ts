import { expect, type Locator, type Page, test } from "../support/fixtures";
import { addDays, dayName, madrid, type Relative, relativeId } from "./family-helpers";
import { apiGet, FAMILY, loginAsFamily } from "../support/helpers";
import type { FamilyAlert } from "../../shared/api/alerts";
import { repeatLabel } from "../../shared/domain/reminder-repeat";

// Family dashboard with consent (Javier -> Carmen López): every figure on screen is recomputed here
// from the API answers (independently of the app's code) and compared: the four tiles, the last 3 activities,
// the first 5 upcoming reminders, the activity badge and the overall status box. Changes nothing.

type Reminder = {
  id: string;
  title: string;
  type: "medicine" | "appointment" | "call" | "activity";
  reminderTime: string;
  reminderDate: string | null;
  recurrence: "daily" | "once";
  weekdays: number[] | null;
  monthDay: number | null;
  completedToday: boolean;
  isCompleted: boolean;
};
type Activity = { id: string; activityType: string; description: string; createdAt: string };
type Stats = { due: number; completed: number; percentage: number };
type Now = { date: string; time: string };

const TYPE_NAMES = { medicine: "Medicina", appointment: "Cita", call: "Llamada", activity: "Actividad" };
const ACTIVITY_NAMES: Record<string, string> = {
  login: "Inició sesión",
  chat: "Habló con el asistente",
  reminder_completed: "Completó un recordatorio",
  message_read: "Leyó un mensaje",
  cognitive_exercise: "Hizo un ejercicio de memoria",
};
const DAY_MS = 24 * 3600 * 1000;

/** When the reminder rings next from `now` (local date and time), or null if it will not ring again. */
/** Whether a repeating reminder rings on a local date: every day, or only on its weekdays or day of the month. */
function ringsOn(r: Reminder, date: string): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
  if (r.weekdays?.length && !r.weekdays.includes(weekday)) return false;
  return !r.monthDay || Number(date.slice(8, 10)) === r.monthDay;
}

function nextRing(r: Reminder, now: Now): Now | null {
  if (r.recurrence === "daily" || !r.reminderDate) {
    if (ringsOn(r, now.date) && r.reminderTime > now.time && !r.completedToday) return { date: now.date, time: r.reminderTime };
    for (let offset = 1; offset <= 62; offset++) {
      const date = addDays(now.date, offset);
      if (ringsOn(r, date)) return { date, time: r.reminderTime };
    }
    return null;
  }
  if (r.isCompleted) return null;
  const isAhead = `${r.reminderDate} ${r.reminderTime}` > `${now.date} ${now.time}`;
  return isAhead ? { date: r.reminderDate, time: r.reminderTime } : null;
}

/** Reminders by next ring, soonest first, ties by title. */
function byNextRing(reminders: Reminder[], now: Now) {
  return reminders
    .map((reminder) => ({ reminder, at: nextRing(reminder, now) }))
    .filter((x): x is { reminder: Reminder; at: Now } => x.at !== null)
    .sort(
      (a, b) =>
        `${a.at.date} ${a.at.time}`.localeCompare(`${b.at.date} ${b.at.time}`) ||
        a.reminder.title.localeCompare(b.reminder.title, "es"),
    );
}

const when = (at: Now, today: string) => `${dayName(at.date, today)}, ${at.time}`;
const tile = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

/** The lines of a stat tile below its label (value, then the explanation). */
async function tileLines(page: Page, name: string): Promise<string[]> {
  const lines = (await tile(page, name).innerText()).split("\n").map((l) => l.trim());
  return lines.filter((line) => line !== "" && line !== name);
}

/** Every text of a list's items, in order. */
const itemTexts = (list: Locator) => list.getByRole("listitem").allInnerTexts();

async function loadCarmen(page: Page) {
  const id = await relativeId(page, "Carmen");
  const [relatives, activities, activityToday, today, upcoming, all, stats, alerts] = await Promise.all([
    apiGet<Relative[]>(page, "/api/family/relatives"),
    apiGet<Activity[]>(page, `/api/activities/${id}`),
    apiGet<{ date: string; count: number }>(page, `/api/activities/${id}/today`),
    apiGet<Reminder[]>(page, `/api/reminders/${id}/today`),
    apiGet<Reminder[]>(page, `/api/reminders/${id}/upcoming?days=7`),
    apiGet<Reminder[]>(page, `/api/reminders/${id}`),
    apiGet<Stats>(page, `/api/reminders/${id}/stats?days=7`),
    apiGet<FamilyAlert[]>(page, `/api/family/alerts/${id}`),
  ]);
  const relative = relatives.find((r) => r.elderly.id === id)!;
  return { relative, activities, activityToday, today, upcoming, all, stats, alerts };
}

/**
 * Reads the API now and compares the whole consented dashboard with it. Recomputed on each attempt: the
 * clock may cross a minute while the screen is read.
 */
async function expectDashboardMatchesApi(page: Page) {
  await expect(tile(page, "Cumplimiento semanal")).toContainText("%");
  const data = await loadCarmen(page);
  const newest = [...data.activities].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  await expect(async () => {
    const now = madrid();
    const nowMs = Date.now();

    // The server counts today's records; below the listing's limit (50) the listing must agree.
    const { count } = data.activityToday;
    expect(data.activityToday.date).toBe(now.date);
    if (data.activities.length < 50) {
      expect(count).toBe(data.activities.filter((a) => madrid(new Date(a.createdAt)).date === now.date).length);
    }
    expect(await tileLines(page, "Actividad de hoy")).toEqual([
      String(count),
      count === 1 ? "acción registrada hoy" : "acciones registradas hoy",
    ]);

    const medicines = data.today.filter((r) => r.type === "medicine");
    const taken = medicines.filter((r) => r.completedToday).length;
    expect(await tileLines(page, "Medicinas tomadas hoy")).toEqual([
      `${taken}/${medicines.length}`,
      medicines.length === 0
        ? "No tiene medicinas programadas hoy"
        : `${taken} de ${medicines.length} marcadas como tomadas`,
    ]);

    expect(await tileLines(page, "Cumplimiento semanal")).toEqual([
      `${data.stats.percentage}%`,
      data.stats.due > 0
        ? `${data.stats.completed} de ${data.stats.due} recordatorios completados en 7 días`
        : "Sin recordatorios vencidos en los últimos 7 días",
    ]);

    const appointments = byNextRing(
      data.all.filter((r) => r.type === "appointment"),
      now,
    );
    const next = appointments[0];
    expect(await tileLines(page, "Próxima cita")).toEqual(
      next ? [when(next.at, now.date), next.reminder.title] : ["Sin citas próximas"],
    );

    // Recent activity: the last 3, newest first, as categories (never a description).
    const recent = page.getByRole("list", { name: "Últimas actividades" });
    const expectedRecent = newest
      .slice(0, 3)
      .map((a) => `${ACTIVITY_NAMES[a.activityType]}\n${when(madrid(new Date(a.createdAt)), now.date)}`);
    expect(await itemTexts(recent)).toEqual(expectedRecent);
    for (const activity of newest.slice(0, 3)) {
      if (activity.description.length > 3) await expect(recent).not.toContainText(activity.description);
    }

    // Upcoming: the first 5 of the next 7 days, soonest first.
    const soonest = byNextRing(data.upcoming, now).slice(0, 5);
    const upcoming = page.getByRole("list", { name: "Recordatorios de los próximos 7 días" });
    const shown = await itemTexts(upcoming);
    expect(shown).toHaveLength(soonest.length);
    soonest.forEach(({ reminder, at }, index) => {
      const repeat = repeatLabel(reminder);
      const daily = repeat ? ` (${repeat.toLowerCase()})` : "";
      const line = `${TYPE_NAMES[reminder.type]} · ${when(at, now.date)}${daily}`;
      expect(shown[index]).toBe(`${reminder.title}\n${line}`);
    });

    // Activity badge and overall status box (rule: no open help request or alert, activity within 24 h, no
    // overdue reminder of today, weekly compliance not under 70 % when something was due).
    const lastTimes = [data.relative.lastActivity, newest[0]?.createdAt]
      .filter((t): t is string => !!t)
      .map((t) => new Date(t).getTime());
    const last = lastTimes.length > 0 ? Math.max(...lastTimes) : null;
    const isActive = last !== null && nowMs - last <= DAY_MS;
    const badge = isActive ? "Activo/a hoy" : "Sin actividad reciente";
    await expect(page.getByText(badge, { exact: true })).toBeVisible();

    // First, every help request or health alert staff have not attended (other specs may leave one open).
    const issues = data.alerts.filter((a) => a.progress.state !== "attended").map((a) => `${a.title}: todavía sin atender`);
    if (last === null) issues.push("Sin actividad registrada todavía");
    else if (!isActive) issues.push("Sin actividad desde hace más de 24 horas");
    const overdue = data.today.filter((r) => {
      const isDone = r.completedToday || (r.recurrence === "once" && r.isCompleted);
      const date = r.recurrence === "daily" || !r.reminderDate ? now.date : r.reminderDate;
      return !isDone && `${date} ${r.reminderTime}` <= `${now.date} ${now.time}`;
    }).length;
    if (overdue === 1) issues.push("1 recordatorio de hoy pendiente y ya vencido");
    if (overdue > 1) issues.push(`${overdue} recordatorios de hoy pendientes y ya vencidos`);
    if (data.stats.due > 0 && data.stats.percentage < 70) {
      issues.push(`Cumplimiento semanal bajo: ${data.stats.percentage}% de los recordatorios completados`);
    }
    const verdict = issues.length === 0 ? "Todo en orden" : "Necesita atención";
    await expect(page.getByRole("heading", { level: 2, name: verdict, exact: true })).toBeVisible();
    if (issues.length > 0) {
      const list = page.getByRole("list", { name: "Puntos que necesitan atención" });
      expect(await itemTexts(list)).toEqual(issues);
    }
  }).toPass({ timeout: 30_000 });
  return data;
}

test.describe("family dashboard (Javier, Carmen consented)", () => {
  test("the four tiles, recent activity, upcoming reminders, badge and status box match the API", async ({
    page,
  }) => {
    await loginAsFamily(page, FAMILY);
    await expectDashboardMatchesApi(page);
  });

  test("'Nuevo Recordatorio' on the dashboard: a medicine for every day counts in today's medicines", async ({
    page,
  }) => {
    const title = `Medicina e2e ${Date.now().toString(36)}`;
    await loginAsFamily(page, FAMILY);
    const id = await relativeId(page, "Carmen");
    const before = await expectDashboardMatchesApi(page);
    const medicines = before.today.filter((r) => r.type === "medicine");
    const taken = medicines.filter((r) => r.completedToday).length;
    try {
      await page.getByRole("button", { name: "Nuevo Recordatorio", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Nuevo Recordatorio" });
      await dialog.getByLabel("Título", { exact: true }).fill(title);
      await dialog.getByLabel("Hora", { exact: true }).fill("23:58");
      await expect(dialog.getByRole("radio", { name: "Todos los días" })).toBeChecked();
      await dialog.getByRole("button", { name: "Crear Recordatorio", exact: true }).click();
      await expect(dialog).toHaveCount(0);
      // The screen refreshes by itself: one more medicine today, none more taken.
      await expect(tile(page, "Medicinas tomadas hoy")).toContainText(`${taken}/${medicines.length + 1}`);
      const after = await expectDashboardMatchesApi(page);
      expect(after.today.map((r) => r.title)).toContain(title);
    } finally {
      const left = await apiGet<Reminder[]>(page, `/api/reminders/${id}`);
      for (const reminder of left.filter((r) => r.title === title)) {
        await page.request.delete(`/api/reminders/${reminder.id}`);
      }
    }
  });
});
