import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ControlProps } from "./field";

type ChoiceSelectProps<T extends string> = {
  control: ControlProps;
  value: T;
  options: Record<T, string>;
  onChange: (value: T) => void;
};

/** A Radix select over a fixed set of values with Spanish labels. */
export function ChoiceSelect<T extends string>({ control, value, options, onChange }: ChoiceSelectProps<T>) {
  const values = Object.keys(options) as T[];
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)}>
      <SelectTrigger {...control}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {values.map((option) => (
          <SelectItem key={option} value={option}>
            {options[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
