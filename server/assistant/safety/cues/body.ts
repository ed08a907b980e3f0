// Dangers to the body: the emergency triage list, one file per body system.
import { BREATH_AND_GUT_SPECS } from "./body-breath-and-gut";
import { HEART_AND_BRAIN_SPECS } from "./body-heart-and-brain";
import { INJURY_AND_FEVER_SPECS } from "./body-injury-and-fever";

export const BODY_SPECS = { ...HEART_AND_BRAIN_SPECS, ...BREATH_AND_GUT_SPECS, ...INJURY_AND_FEVER_SPECS };
