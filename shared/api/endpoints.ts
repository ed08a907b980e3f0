import { alertEndpoints } from "./alerts";
import { authEndpoints } from "./auth";
import { chatEndpoints } from "./chat";
import { checkInEndpoints } from "./check-in";
import type { Endpoint } from "./contract";
import { deviceEndpoints } from "./devices";
import { activityEndpoints, elderlyEndpoints } from "./elderly";
import { familyLinkEndpoints } from "./family-links";
import { familyPushEndpoints } from "./family-push";
import { messageEndpoints } from "./family-messages";
import { followUpEndpoints, followUpMetricsEndpoints } from "./follow-up";
import { healthEndpoints } from "./health";
import { lowMoodEndpoints } from "./low-mood";
import { metaEndpoints } from "./meta";
import { metricsEndpoints } from "./metrics";
import { municipalityEndpoints } from "./municipalities";
import { noticeEndpoints } from "./notices";
import { oidcEndpoints } from "./oidc";
import { onCallEndpoints } from "./on-call";
import { passwordEndpoints } from "./passwords";
import { professionalEndpoints } from "./professional";
import { reminderEndpoints } from "./reminders";
import { secondFactorEndpoints } from "./second-factor";
import { responseMetricsEndpoints } from "./response-metrics";
import { serviceSettingsEndpoints } from "./service-settings";
import { userAdminEndpoints } from "./user-admin";
import { userEndpoints } from "./users";

/** Every declared endpoint, by resource: the OpenAPI document and the route-coverage test read this list. */
export const ENDPOINT_GROUPS = {
  activities: activityEndpoints,
  alerts: alertEndpoints,
  auth: authEndpoints,
  chat: chatEndpoints,
  checkIn: checkInEndpoints,
  devices: deviceEndpoints,
  elderly: elderlyEndpoints,
  familyLinks: familyLinkEndpoints,
  familyPush: familyPushEndpoints,
  followUp: followUpEndpoints,
  followUpMetrics: followUpMetricsEndpoints,
  health: healthEndpoints,
  lowMood: lowMoodEndpoints,
  messages: messageEndpoints,
  meta: metaEndpoints,
  metrics: metricsEndpoints,
  municipalities: municipalityEndpoints,
  notices: noticeEndpoints,
  oidc: oidcEndpoints,
  onCall: onCallEndpoints,
  passwords: passwordEndpoints,
  professional: professionalEndpoints,
  reminders: reminderEndpoints,
  responseMetrics: responseMetricsEndpoints,
  secondFactor: secondFactorEndpoints,
  serviceSettings: serviceSettingsEndpoints,
  userAdmin: userAdminEndpoints,
  users: userEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

export const ALL_ENDPOINTS: Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap((group) => Object.values(group));
