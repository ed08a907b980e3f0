import { checkInEndpoints } from "@shared/api/routes";
import { endpointUrl } from "@shared/api/contract";
import type { CheckInAnswerValue } from "@shared/domain/check-in";
import { useSyncExternalStore } from "react";
import { readStorage, writeStorage } from "@/lib/storage";
import { markNetworkFailure, markNetworkOk } from "../offline/network-state";

// The person's answer of the day, kept on the device until the server has it (so it works offline, like
// 'Hecho'): one entry per person, replaced the next day. Only the answer and when; nothing else about them.

const KEY = "acompana:check-in";
export type LocalCheckIn = {
  userId: string;
  localDate: string;
  answer: CheckInAnswerValue;
  answeredAt: string;
  /** After 'Mal': null until answered. */
  wantsCall: boolean | null;
  isAnswerSent: boolean;
  isCallSent: boolean;
};

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function readAll(): LocalCheckIn[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as LocalCheckIn[]) : [];
  } catch {
    return [];
  }
}

export function readLocalCheckIn(userId: string): LocalCheckIn | null {
  return readAll().find((entry) => entry.userId === userId) ?? null;
}

export function saveLocalCheckIn(entry: LocalCheckIn): void {
  writeStorage(KEY, JSON.stringify([...readAll().filter((e) => e.userId !== entry.userId), entry]));
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The device's entry for the person (re-rendered when it changes). */
export function useLocalCheckIn(userId: string): LocalCheckIn | null {
  const raw = useSyncExternalStore(subscribe, () => readStorage(KEY) ?? "", () => "");
  return raw === "" ? null : readLocalCheckIn(userId);
}

async function post(url: string, body: object): Promise<number | "network"> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "include",
    });
    markNetworkOk();
    return res.status;
  } catch {
    markNetworkFailure();
    return "network";
  }
}

const isSettled = (status: number | "network") => status !== "network" && status < 500 && status !== 401;

/**
 * Sends what the server does not have yet: the answer (idempotent per day: a repeat is harmless), then the call
 * question. A refusal (4xx) is not retried; no connection or a server error waits for the next try.
 */
export async function sendLocalCheckIn(userId: string): Promise<boolean> {
  let entry = readLocalCheckIn(userId);
  if (!entry) return true;
  const params = { id: userId };
  if (!entry.isAnswerSent) {
    const status = await post(endpointUrl(checkInEndpoints.answer, params), {
      answer: entry.answer,
      answeredAt: entry.answeredAt,
    });
    if (!isSettled(status)) return false;
    entry = { ...entry, isAnswerSent: true };
    saveLocalCheckIn(entry);
  }
  if (entry.wantsCall !== null && !entry.isCallSent) {
    const status = await post(endpointUrl(checkInEndpoints.callRequest, params), { wantsCall: entry.wantsCall });
    if (!isSettled(status)) return false;
    saveLocalCheckIn({ ...entry, isCallSent: true });
  }
  return true;
}
