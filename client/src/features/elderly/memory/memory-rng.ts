import { createRng, type Rng } from "@shared/domain/memory";

/** A fresh generator per exercise, seeded from the browser's cryptographic source. */
export function newExerciseRng(): Rng {
  const seed = new Uint32Array(1);
  crypto.getRandomValues(seed);
  return createRng(seed[0]);
}
