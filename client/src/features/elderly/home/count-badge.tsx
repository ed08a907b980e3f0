/** A round number on a home tile; the number is read out as a whole phrase ("3 recordatorios hoy"). */
export function CountBadge({ count, text }: { count: number; text: string }) {
  if (count <= 0) return null;
  return (
    <span className="absolute top-3 right-3 landscape:top-1/2 landscape:-translate-y-1/2 inline-flex min-h-12 min-w-12 items-center justify-center rounded-full border-2 border-white bg-red-800 px-3 text-2xl font-bold text-white shadow">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

export function remindersTodayText(count: number): string {
  return count === 1 ? "1 recordatorio hoy" : `${count} recordatorios hoy`;
}

export function unreadMessagesText(count: number): string {
  return count === 1 ? "1 mensaje nuevo" : `${count} mensajes nuevos`;
}
