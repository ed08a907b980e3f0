import { MESSAGES } from "@shared/api/messages";
import type { FormEvent, KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";

type Props = { name: string; onNameChange: (name: string) => void; onContinue: () => void };

/** Name step: 'Continuar' stays disabled until the name is non-blank. */
export function ElderlyNameStep({ name, onNameChange, onContinue }: Props) {
  const isBlank = name.trim() === "";

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isBlank) {
      toast({ title: "Nombre requerido", description: MESSAGES.nameRequired, variant: "destructive" });
      return;
    }
    onContinue();
  };

  // A disabled submit button blocks implicit submission: Enter on a blank name still explains why.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && isBlank) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Label htmlFor="elderly-name" className="text-2xl">
          Su nombre
        </Label>
        <Input
          id="elderly-name"
          name="name"
          autoComplete="given-name"
          autoCapitalize="words"
          value={name}
          onChange={(event) => onNameChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-16 text-2xl"
        />
      </div>
      <Button type="submit" size="xl" disabled={isBlank} className="w-full">
        Continuar
      </Button>
    </form>
  );
}
