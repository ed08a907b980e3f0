import { alertEndpoints } from "./alerts";
import { authEndpoints } from "./auth";
import { chatEndpoints } from "./chat";
import type { Endpoint } from "./contract";
import { deviceEndpoints } from "./devices";
import { activityEndpoints, elderlyEndpoints } from "./elderly";
import { familyLinkEndpoints } from "./family-links";
import { familyPushEndpoints } from "./family-push";
import { messageEndpoints } from "./family-messages";
import { healthEndpoints } from "./health";
import { metaEndpoints } from "./meta";
import { metricsEndpoints } from "./metrics";
import { municipalityEndpoints } from "./municipalities";
import { onCallEndpoints } from "./on-call";
import { passwordEndpoints } from "./passwords";
import { professionalEndpoints } from "./professional";
import { reminderEndpoints } from "./reminders";
import { userAdminEndpoints } from "./user-admin";
import { userEndpoints } from "./users";

/** Every declared endpoint, by resource: the OpenAPI document and the route-coverage test read this list. */
export const ENDPOINT_GROUPS = {
  activities: activityEndpoints,
  alerts: alertEndpoints,
  auth: authEndpoints,
  chat: chatEndpoints,
  devices: deviceEndpoints,
  elderly: elderlyEndpoints,
  familyLinks: familyLinkEndpoints,
  familyPush: familyPushEndpoints,
  health: healthEndpoints,
  messages: messageEndpoints,
  meta: metaEndpoints,
  metrics: metricsEndpoints,
  municipalities: municipalityEndpoints,
  onCall: onCallEndpoints,
  passwords: passwordEndpoints,
  professional: professionalEndpoints,
  reminders: reminderEndpoints,
  userAdmin: userAdminEndpoints,
  users: userEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

export const ALL_ENDPOINTS: Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap((group) => Object.values(group));
