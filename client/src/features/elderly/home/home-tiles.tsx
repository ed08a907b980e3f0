import type { Reminder } from "@shared/api/reminders";
import { useQuery } from "@tanstack/react-query";
import { Bell, Brain, type LucideIcon, Mail, MessageCircle } from "lucide-react";
import { Link } from "wouter";
import { cn } from "@/lib/cn";
import { elderlyKeys } from "../common/elderly-keys";
import { CountBadge, remindersTodayText, unreadMessagesText } from "./count-badge";

// On a tablet the four tiles fit above the help bar at every text size: lower in portrait, and in landscape (a
// tablet on its stand is short) with the icon beside the label and the badge in the right padding, centred.
const tileClasses =
  "relative flex min-h-36 flex-col items-center justify-center gap-3 rounded-3xl border-2 border-brand-700 bg-white p-4 text-center text-xl font-semibold text-brand-800 sm:p-6 sm:text-2xl sm:min-h-28 sm:py-4 landscape:min-h-target landscape:flex-row landscape:gap-4 landscape:py-3 shadow-sm hover:bg-brand-50 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function Tile({
  href,
  label,
  icon: Icon,
  badge,
}: {
  href: string;
  label: string;
  icon: LucideIcon;
  badge?: { count: number; text: string };
}) {
  return (
    <li>
      <Link href={href} className={cn(tileClasses, badge && "landscape:pr-20")}>
        <Icon aria-hidden="true" className="h-12 w-12 shrink-0 landscape:h-10 landscape:w-10" />
        <span>{label}</span> {badge ? <CountBadge count={badge.count} text={badge.text} /> : null}
      </Link>
    </li>
  );
}

/**
 * The big buttons of the home screen (docs/behaviour/02-screens.md), with today's and unread counts. The fifth,
 * 'Ayuda profesional', is in the shell's help bar so it is in view on every screen.
 */
export function HomeTiles({ userId }: { userId: string }) {
  // Offline, the service worker answers with the last copy.
  const today = useQuery<Reminder[]>({
    queryKey: elderlyKeys.todayReminders(userId),
    enabled: !!userId,
    networkMode: "offlineFirst",
  });
  const unread = useQuery<{ count: number }>({
    queryKey: elderlyKeys.unreadCount(userId),
    enabled: !!userId,
  });
  const remindersCount = Array.isArray(today.data) ? today.data.length : 0;
  const unreadCount = typeof unread.data?.count === "number" ? unread.data.count : 0;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 sm:gap-4">
      <Tile href="/chat" label="Hablar con Asistente" icon={MessageCircle} />
      <Tile href="/memory-exercises" label="Ejercicios Memoria" icon={Brain} />
      <Tile
        href="/reminders"
        label="Recordatorios"
        icon={Bell}
        badge={{ count: remindersCount, text: remindersTodayText(remindersCount) }}
      />
      <Tile
        href="/messages"
        label="Mensajes Familia"
        icon={Mail}
        badge={{ count: unreadCount, text: unreadMessagesText(unreadCount) }}
      />
    </ul>
  );
}
