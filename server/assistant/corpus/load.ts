// Reads the labelled corpus files next to this module ("label | text" lines, # comments).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

type Labelled = { label: string; text: string };

export function loadLabelled(file: string): Labelled[] {
  return readFileSync(here(file), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const bar = line.indexOf(" | ");
      return bar < 0 ? { label: "calm", text: line } : { label: line.slice(0, bar), text: line.slice(bar + 3) };
    });
}
