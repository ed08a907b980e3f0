import { z } from "./zod";
import { defineEndpoint } from "./contract";

export const municipality = z.object({
  id: z.uuid(),
  name: z.string(),
  province: z.string(),
  timezone: z.string(),
});
export type Municipality = z.infer<typeof municipality>;
const listMunicipalitiesResponse = z.array(municipality);

export const municipalityEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/municipalities",
    summary: "The municipalities of the programme, for the sign-in and registration screens",
    access: { kind: "public" },
    response: listMunicipalitiesResponse,
  }),
};
