import { z } from "./zod";

export const municipality = z.object({
  id: z.uuid(),
  name: z.string(),
  province: z.string(),
  timezone: z.string(),
});
export type Municipality = z.infer<typeof municipality>;
export const listMunicipalitiesResponse = z.array(municipality);
