import type { AdminUserProfile } from "@shared/api/user-admin";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Field } from "../common/field";
import { FormAlert } from "../common/form-alert";
import { professionalKeys } from "../common/professional-keys";
import { getErrorMessage } from "../common/server-error";
import { fullName } from "@shared/domain/names";
import { useErasePerson } from "./use-user-record";

/** 'Eliminar persona': erasure of all their data after typing their username exactly. */
export function ErasePersonDialog({ profile }: { profile: AdminUserProfile }) {
  const [, setLocation] = useLocation();
  const queryClient = useQueryClient();
  const erase = useErasePerson(profile.id);
  const [typed, setTyped] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const matches = typed.trim() === profile.username;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || erase.isPending) return;
    erase.mutate(typed.trim(), {
      onSuccess: () => {
        setLocation("/dashboard");
        queryClient.removeQueries({ queryKey: professionalKeys.person(profile.id) });
      },
      onError: (error) => setMessage(getErrorMessage(error, "No se pudo eliminar a la persona")),
    });
  };

  return (
    <Dialog
      onOpenChange={() => {
        setTyped("");
        setMessage(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" className="h-5 w-5" />
          Eliminar persona
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>Eliminar persona</DialogTitle>
        <DialogDescription>
          Se borrarán todos los datos de {fullName(profile)}: perfil, recordatorios, mensajes, actividad y
          conversaciones. Esta acción no se puede deshacer.
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field label={`Escriba «${profile.username}» para confirmar`}>
            {(control) => (
              <Input
                {...control}
                value={typed}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </Field>
          <FormAlert message={message} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancelar</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!matches || erase.isPending}>
              {erase.isPending ? "Eliminando..." : "Eliminar definitivamente"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
