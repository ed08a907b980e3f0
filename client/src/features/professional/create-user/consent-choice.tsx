import { RadioChoice } from "@/components/radio-choice";
import type { ConsentAnswer } from "./elderly-values";

type ConsentChoiceProps = {
  legend: string;
  value: ConsentAnswer;
  onChange: (value: ConsentAnswer) => void;
  error?: string;
};

const OPTIONS = { yes: "Sí, lo acepta", no: "No lo acepta" } as const;

/** One consent as an explicit yes / no question (nothing is chosen for the person). */
export function ConsentChoice({ legend, value, onChange, error }: ConsentChoiceProps) {
  return <RadioChoice legend={legend} options={OPTIONS} value={value || null} onChange={onChange} error={error} />;
}
