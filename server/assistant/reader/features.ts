// What the second reader sees of a message: the Snowball stems, pairs of neighbouring stems and the
// 3- and 4-letter groups of each word's sound (so "cabesa", "cabeza" and "kabeza" share most of
// them), idioms masked. For safety only the clauses the context rules keep are read (not the TV, not
// an old story; a hypothetical stays, as wishes not to live are said in the conditional).
import { clauseDiscounts, discountOf, maskIdioms, splitStories } from "../safety/context";
import { clausesOf, soundOf, stemOf } from "../safety/normalize";

function clausesFor(text: string, isSafety: boolean): string[] {
  const clauses = splitStories(clausesOf(text).map((words) => words.join(" ")));
  if (!isSafety) return clauses.map(maskIdioms);
  const discounts = clauseDiscounts(clauses);
  return clauses.filter((_, i) => !discounts[i] || discounts[i] === "hypothetical").map(maskIdioms);
}

// A negation colours the words after it up to the end of the clause or a "pero": "no me duele el
// pecho" is other features than "me duele el pecho", while "no puedo respirar" is learned as it is.
const NEGATIONS = new Set(["no", "ni", "nunca", "jamas", "tampoco", "sin"]);
const SCOPE_ENDS = new Set(["pero", "aunque", "sino", "y", "que", "porque"]);

export function readerFeatures(text: string, purpose: "safety" | "intent"): string[] {
  const features = new Set<string>();
  for (const clause of clausesFor(text, purpose === "safety")) {
    const discount = discountOf(clause);
    if (discount) features.add(`d:${discount}`);
    let previous = "^";
    let negated = "";
    for (const word of clause.split(" ").filter(Boolean)) {
      if (NEGATIONS.has(word)) negated = "!";
      else if (SCOPE_ENDS.has(word)) negated = "";
      const stem = stemOf(word);
      features.add(`w:${negated}${stem}`);
      features.add(`b:${previous}_${stem}`);
      previous = stem;
      const sound = `<${soundOf(word)}>`;
      for (let n = 3; n <= 4; n++) for (let i = 0; i + n <= sound.length; i++) features.add(`c${negated}${sound.slice(i, i + n)}`);
    }
  }
  return [...features];
}
