import type { EmotionalState } from "@shared/domain/chat-topics";
import type { FormOfAddress } from "@shared/domain/form-of-address";

/** What the assistant knows about the person for one turn; the route loads it from the database. */
export type AssistantContext = {
  firstName: string;
  /** "usted" or "tu" from the person's record; left out means "tu". */
  formOfAddress?: FormOfAddress;
  /** IANA time zone of the municipality, e.g. "Europe/Madrid". */
  timezone: string;
  now: Date;
  hobbies: string[];
  likes: string[];
  /** type: the reminder's kind ("medicine", "appointment", ...); left out by older callers. */
  todayReminders: { title: string; reminderTime: string; isCompleted: boolean; type?: string }[];
  /** First names of the approved linked family members. */
  familyNames?: string[];
  /** The programme activities of the person's municipality. */
  programActivities?: ProgramActivityInfo[];
  unreadMessages: { fromName: string }[];
  /** Tomorrow's reminders (optional: older callers and tests leave it out). */
  tomorrowReminders?: { title: string; reminderTime: string }[];
  /** Dated appointments from today on, soonest first; date is the local "YYYY-MM-DD". */
  appointments?: { title: string; date: string; time: string }[];
  /** The person's care contacts from their record; empty or left out: not recorded. */
  gpName?: string;
  healthCentreName?: string;
  healthCentrePhone?: string;
  /** The programme's phone, a setting of the person's municipality. */
  programmePhone?: string;
};

/** A programme activity of the person's municipality (next dates are worked out from these). */
export type ProgramActivityInfo = {
  title: string;
  scheduledDate: string | null;
  scheduledTime: string | null;
  recurrence: string;
};

/** A concrete offer shown as a button under the reply: write to the family, or call the staff on tap. */
export type AssistantOffer = { kind: "write_family" | "call_staff"; text: string };

export type ChatTurn = { role: "user" | "assistant"; content: string };

export type HealthAlert = { reason: string; severity: "high" | "critical"; category: string };

/**
 * The third answer between alarm and calm: the detector is not sure, so the assistant asks the person
 * directly whether they are all right ("Sí, necesito ayuda" / "Estoy bien").
 */
export type SafetyCheck = { question: string; category: string };

export type AssistantReply = {
  response: string;
  /** Set when the safety detector fired: the caller creates a `health` alert with it. */
  healthAlert: HealthAlert | null;
  /** Set when the message carries danger signals the detector is not sure of (never with healthAlert). */
  safetyCheck?: SafetyCheck | null;
  provider: "rules" | "llm";
  /** The rule classifier's reading of the message (also for LLM replies); "health_alert" on a safety hit. */
  intent: string;
  emotionalState?: EmotionalState;
  offer?: AssistantOffer;
};

export type LlmSettings = { url: string; model: string; apiKey?: string; timeoutMs?: number };

export type AssistantConfig = { llm?: LlmSettings };

/** The slice of a pino logger the assistant uses. */
export type AssistantLogger = { warn: (obj: Record<string, unknown>, msg: string) => void };
