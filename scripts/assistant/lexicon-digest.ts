// What the generated lexicon (server/assistant/safety/lexicon.ts) depends on: the typo corrector's
// key words and the glued-word splitter's. Written into the lexicon, and checked by a unit test.
import { createHash } from "node:crypto";
import { ALL_CUES } from "../../server/assistant/safety/detect";
import { GLUE_VOCABULARY } from "../../server/assistant/safety/glued";
import { correctionVocabulary } from "../../server/assistant/safety/matcher";

export const lexiconDigest = () =>
  createHash("sha256")
    .update(correctionVocabulary(ALL_CUES).join(" "))
    .update("\n")
    .update([...GLUE_VOCABULARY].sort().join(" "))
    .digest("hex");
