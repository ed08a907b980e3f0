// The demo people's care contacts (GP and health centre) and how they like to be addressed: the
// assistant answers 'who is my doctor' and 'the health centre's phone' with them. Invented names; phones
// of the 600 000 0xx series, which belong to nobody.
import type { FormOfAddress } from "@shared/domain/form-of-address";
import type { ElderlySpec } from "./seed-people";

export type SeedCare = {
  gpName: string;
  healthCentreName: string;
  healthCentrePhone: string;
  formOfAddress: FormOfAddress;
};

const GPS = ["la doctora Ruiz", "el doctor Marín", "la doctora Sanz", "el doctor Prieto"];
const CENTRES = {
  valleVerde: { healthCentreName: "Centro de Salud Valle Verde", healthCentrePhone: "600 000 090" },
  monteClaro: { healthCentreName: "Consultorio de Monte Claro", healthCentrePhone: "600 000 091" },
};

export function seedCare(spec: ElderlySpec, index: number): SeedCare {
  const form = spec.formOfAddress ?? "tu";
  // Every sixth person has no care contacts recorded yet, as in a real register.
  if (spec.key !== "carmen" && (index + 1) % 6 === 0) {
    return { gpName: "", healthCentreName: "", healthCentrePhone: "", formOfAddress: form };
  }
  return { gpName: GPS[index % GPS.length], ...CENTRES[spec.municipality], formOfAddress: form };
}
