import type { AdminUserProfile } from "@shared/api/user-admin";
import { Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { CHECK_FIELDS, FormAlert } from "../common/form-alert";
import { ProfileFields } from "../common/profile-fields";
import {
  type FormErrors,
  hasErrors,
  type ProfileField,
  type ProfileValues,
  profileBody,
  profileValuesOf,
  validateProfile,
} from "../common/profile-values";
import { fieldIssues, getErrorMessage } from "../common/server-error";
import { fullName } from "@shared/domain/names";
import { useUpdateProfile } from "./use-user-record";

/** 'Editar perfil': PATCH /api/users/{id}. Consents are not here: only the person changes them. */
export function EditProfileDialog({ profile }: { profile: AdminUserProfile }) {
  const [isOpen, setOpen] = useState(false);
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(profile));
  const [errors, setErrors] = useState<FormErrors<ProfileField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const update = useUpdateProfile(profile.id);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setValues(profileValuesOf(profile));
      setErrors({});
      setMessage(null);
    }
    setOpen(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const found = validateProfile(values);
    setErrors(found);
    if (hasErrors(found)) {
      setMessage(CHECK_FIELDS);
      return;
    }
    setMessage(null);
    update.mutate(profileBody(values), {
      onSuccess: () => setOpen(false),
      onError: (error) => {
        setErrors(fieldIssues(error));
        setMessage(getErrorMessage(error, "No se pudo guardar el perfil. Inténtelo de nuevo."));
      },
    });
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Pencil aria-hidden="true" className="h-5 w-5" />
          Editar perfil
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl" closeLabel="Cerrar sin guardar">
        <DialogTitle>Editar perfil</DialogTitle>
        <DialogDescription>
          Datos de {fullName(profile)}. Los campos con * son obligatorios.
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <ProfileFields
            values={values}
            errors={errors}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          />
          <FormAlert message={message} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancelar</Button>
            </DialogClose>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Guardando..." : "Guardar cambios"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
