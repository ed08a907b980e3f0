import type { FollowUpMetrics } from "@shared/api/follow-up";
import { ok } from "./professional-test-utils";

// The metrics tab's follow-up figures for 30 days: 3 of 4 calls done, one of two missed check-ins followed up.

const FOLLOW_UP: FollowUpMetrics = {
  days: 30,
  period: { from: "2026-10-20", to: "2026-11-18" },
  callsDue: 4,
  callsDone: 3,
  callsDoneRate: 0.75,
  contactsLogged: 5,
  checkInsAnswered: 20,
  checkInsMissed: 2,
  missedFollowedUp: 1,
  missedFollowedUpRate: 0.5,
};

export const followUpRoute = (days = 30) => `GET /api/metrics/follow-up/aggregated?days=${days}`;
export const followUpAnswer = () => ok(FOLLOW_UP);
