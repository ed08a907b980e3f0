import type { MemoryAnswer, MemoryExercise } from "@shared/domain/memory";
import { AssociationsAnswer } from "./answers/associations-answer";
import { NumberField } from "./answers/number-field";
import { PairsCardsGame } from "./answers/pairs-cards-game";
import { SequencesAnswer } from "./answers/sequences-answer";
import { WordsAnswer } from "./answers/words-answer";

type Props = {
  exercise: MemoryExercise;
  onChange: (answer: MemoryAnswer) => void;
  /** The card game ends by itself when every pair is found. */
  onComplete: (answer: MemoryAnswer) => void;
};

/** The answer controls of each exercise type. */
export function RecallAnswer({ exercise, onChange, onComplete }: Props) {
  switch (exercise.type) {
    case "words":
      return <WordsAnswer exercise={exercise} onChange={onChange} />;
    case "numbers":
      return (
        <NumberField label="Número que ha visto" maxLength={exercise.content.length} onChange={onChange} />
      );
    case "sequences":
      return <SequencesAnswer exercise={exercise} onChange={onChange} />;
    case "associations":
      return <AssociationsAnswer exercise={exercise} onChange={onChange} />;
    case "stories":
      return <NumberField label={exercise.question} maxLength={6} onChange={onChange} />;
    case "pairs-cards":
      return <PairsCardsGame exercise={exercise} onChange={onChange} onComplete={onComplete} />;
  }
}
