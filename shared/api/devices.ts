import { DEVICE_NAME_MAX, normalizeEnrolmentCode } from "../domain/enrolment";
import { idParams, uuidParam } from "./common";
import { defineEndpoint } from "./contract";
import { oneLineString } from "./safe-text";
import { z } from "./zod";
import { DEVICE_MESSAGES } from "./device-texts";

// Tablet enrolment: codes made from a person's record, redeemed by the browser that will be the
// person's tablet; PIN login is accepted only from an enrolled browser.

export { DEVICE_MESSAGES, DEVICE_NOT_ENROLLED } from "./device-texts";

const createEnrolmentCodeRequest = z.object({
  deviceName: oneLineString()
    .trim()
    .max(DEVICE_NAME_MAX, { error: DEVICE_MESSAGES.deviceNameTooLong })
    .optional()
    .transform((name) => (name ? name : undefined)),
});

export const enrolmentCodeResponse = z.object({
  /** The 8 characters, without spaces; shown grouped and as a QR code of the enrolment address. */
  code: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  deviceName: z.string(),
});
export type EnrolmentCodeResponse = z.infer<typeof enrolmentCodeResponse>;

export const enrolDeviceRequest = z.object({
  code: z
    .string({ error: DEVICE_MESSAGES.codeRequired })
    .trim()
    .min(1, { error: DEVICE_MESSAGES.codeRequired })
    .max(40, { error: DEVICE_MESSAGES.codeMalformed })
    .transform((typed, ctx) => {
      const code = normalizeEnrolmentCode(typed);
      if (code) return code;
      ctx.addIssue({ code: "custom", message: DEVICE_MESSAGES.codeMalformed });
      return z.NEVER;
    }),
});

/** What this browser may know about itself: the first names of the people it is enrolled for. */
export const deviceStatusResponse = z.object({
  isEnrolled: z.boolean(),
  people: z.array(z.object({ firstName: z.string() })),
});
export type DeviceStatusResponse = z.infer<typeof deviceStatusResponse>;

const enrolledDevice = z.object({
  id: uuidParam,
  name: z.string(),
  enrolledAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  /** 'Lucía Romero', or null when that account no longer exists (or for the demo's start-up code). */
  enrolledBy: z.string().nullable(),
});

const enrolledDevicesResponse = z.object({ devices: z.array(enrolledDevice) });

const deviceParams = z.object({ id: uuidParam, deviceId: uuidParam });

/** A code may be asked for with no body at all: the device name is optional. */
const enrolmentCodeBody = createEnrolmentCodeRequest.prefault({});

/** Staff of the person's municipality and their consented family; the person themself is refused. */
// Tablets are enrolled only for older people: another person's id answers 404 with the reason.
const tabletsOf = {
  kind: "subject",
  param: "id",
  scope: { professional: "care", family: "care" },
  about: { roles: ["elderly"], message: DEVICE_MESSAGES.onlyElderly },
  audit: null,
} as const;

export const deviceEndpoints = {
  status: defineEndpoint({
    method: "GET",
    path: "/api/auth/device",
    summary: "Whether this browser is an enrolled tablet, and for whom (first names)",
    access: { kind: "public" },
    response: deviceStatusResponse,
  }),
  enrol: defineEndpoint({
    method: "POST",
    path: "/api/auth/device/enrol",
    summary: "This browser redeems an enrolment code and becomes the person's tablet",
    access: { kind: "public" },
    body: enrolDeviceRequest,
    response: deviceStatusResponse,
    status: 201,
  }),
  // Codes and revocations are audited by the service; the list is a section of the (audited) record.
  createCode: defineEndpoint({
    method: "POST",
    path: "/api/users/:id/device-codes",
    summary: "A one-time code to enrol a tablet for an older person",
    access: tabletsOf,
    params: idParams,
    body: enrolmentCodeBody,
    response: enrolmentCodeResponse,
    status: 201,
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/users/:id/devices",
    summary: "The tablets enrolled for an older person",
    access: tabletsOf,
    params: idParams,
    response: enrolledDevicesResponse,
  }),
  revoke: defineEndpoint({
    method: "DELETE",
    path: "/api/users/:id/devices/:deviceId",
    summary: "Revokes a tablet of an older person",
    access: tabletsOf,
    params: deviceParams,
    response: null,
  }),
};
