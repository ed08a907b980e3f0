import { users } from "@shared/schema";

// The contact block of a staff alert card (shared/api/professional.ts, `alertContact`): selected with the alert,
// from the person's row, so a card needs no second request before staff can call.

export const alertContactColumns = {
  phone: users.phone,
  address: users.address,
  district: users.district,
  livesAlone: users.livesAlone,
  keyHolderName: users.keyHolderName,
  keyHolderPhone: users.keyHolderPhone,
  emergencyContactName: users.emergencyContactName,
  emergencyContactPhone: users.emergencyContactPhone,
};
