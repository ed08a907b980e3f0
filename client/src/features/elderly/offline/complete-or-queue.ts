import { reminderEndpoints } from "@shared/api/routes";
import { endpointUrl } from "@shared/api/contract";
import type { ReminderCompletion } from "@shared/api/reminders";
import { throwIfResNotOk } from "@/lib/query-client";
import { enqueue, NetworkError, postCompletion } from "./completion-queue";

type CompleteResult = { kind: "sent"; completion: ReminderCompletion } | { kind: "queued" };

/**
 * 'Hecho' on one occurrence: sent now, or — without a connection — kept on the device and sent when it is
 * back. A refusal by the server still throws, as apiRequest would.
 */
export async function completeOrQueue(input: {
  userId: string;
  reminderId: string;
  occurrenceDate: string;
}): Promise<CompleteResult> {
  const item = { ...input, pressedAt: new Date().toISOString() };
  if (!navigator.onLine) {
    enqueue(item);
    return { kind: "queued" };
  }
  let res: Response;
  try {
    res = await postCompletion(item);
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    enqueue(item);
    return { kind: "queued" };
  }
  await throwIfResNotOk(res, endpointUrl(reminderEndpoints.complete, { id: input.reminderId }));
  return { kind: "sent", completion: (await res.json()) as ReminderCompletion };
}

/** The calm answer to a 'Hecho' kept for later. */
export const QUEUED_TOAST = {
  title: "Anotado",
  description: "Se enviará en cuanto vuelva la conexión.",
} as const;
