// Writes the assistant's second reader, server/assistant/reader/{safety,intent}-model.json. Run it
// again after changing the corpus, the reader's features or the context rules: a unit test checks
// that both are current.
//   npx tsx scripts/assistant/train-reader.ts
import { writeFileSync } from "node:fs";
import { READER_LABELS } from "../../server/assistant/reader/index";
import { encodeModel, type Purpose, trainerSource, trainingDigest, trainingSet, trainSoftmax } from "./reader-training";

for (const purpose of ["safety", "intent"] as Purpose[]) {
  const examples = trainingSet(purpose);
  const labels = READER_LABELS[purpose];
  const model = encodeModel(trainSoftmax(examples, labels.length), labels, trainingDigest(examples, trainerSource()));
  const out = new URL(`../../server/assistant/reader/${purpose}-model.json`, import.meta.url);
  writeFileSync(out, `${JSON.stringify(model)}\n`);
  console.log(`${purpose}: ${examples.length} examples, ${Object.keys(model.weights).length} features -> ${out.pathname}`);
}
