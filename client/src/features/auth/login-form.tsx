import { authEndpoints } from "@shared/api/routes";
import { type LoginRequest, loginRequest, MESSAGES } from "@shared/api/auth";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/lib/auth";
import { callEndpoint } from "@/lib/endpoint-client";
import type { StoredMunicipality } from "@/lib/municipality";
import { getErrorMessage } from "@/lib/query-client";
import { ForgotPassword } from "./forgot-password";
import { FormField } from "./form-field";

export type PortalRole = "family" | "professional";

const ROLE_DENIED: Record<PortalRole, string> = {
  family: MESSAGES.notFamily,
  professional: MESSAGES.notProfessional,
};

type Props = { portal: PortalRole; municipality: StoredMunicipality | null; initialUsername?: string };

/** Username + password login ('Recordarme' for family only); only accounts of this portal's role get in. */
export function LoginForm({ portal, municipality, initialUsername = "" }: Props) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState("");
  const [isRemembered, setIsRemembered] = useState(false);
  const { login } = useAuth();
  const [, setLocation] = useLocation();

  const mutation = useMutation({
    mutationFn: (body: LoginRequest) => callEndpoint(authEndpoints.login, { body }),
    onSuccess: ({ user }) => {
      if (user?.role !== portal || !login(user)) {
        toast({ title: "Error de acceso", description: ROLE_DENIED[portal], variant: "destructive" });
        return;
      }
      setLocation("/dashboard");
    },
    onError: (error) => {
      toast({
        title: "Error de acceso",
        description: getErrorMessage(error, MESSAGES.credentialsWrong),
        variant: "destructive",
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!username.trim() || !password) {
      toast({ title: "Campos requeridos", description: MESSAGES.requiredFields, variant: "destructive" });
      return;
    }
    const parsed = loginRequest.safeParse({
      username,
      password,
      municipalityId: municipality?.id,
      remember: portal === "family" && isRemembered,
      expectedRole: portal,
    });
    if (!parsed.success) {
      const description = parsed.error.issues[0]?.message ?? MESSAGES.requiredFields;
      toast({ title: "Revise los datos", description, variant: "destructive" });
      return;
    }
    mutation.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField
        id={`${portal}-login-username`}
        label={portal === "family" ? "Correo electrónico" : "Usuario o correo electrónico"}
        type={portal === "family" ? "email" : "text"}
        // An e-mail field takes the 'email' purpose (HTML autofill groups); the professional one, a username.
        autoComplete={portal === "family" ? "email" : "username"}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <FormField
        id={`${portal}-login-password`}
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {/* Staff sessions always end after 12 h (docs/behaviour/06-roles-and-access.md#sessions). */}
      {portal === "family" ? (
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id={`${portal}-remember`}
            checked={isRemembered}
            onCheckedChange={(value) => setIsRemembered(value === true)}
          />
          <Label htmlFor={`${portal}-remember`} className="cursor-pointer font-normal">
            Recordarme
          </Label>
        </div>
      ) : null}
      <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? "Verificando..." : "Entrar"}
      </Button>
      <ForgotPassword />
    </form>
  );
}
