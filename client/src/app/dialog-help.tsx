import type { ReactNode } from "react";
import { HelpActionProvider } from "@/components/help-action";
import { HelpInDialog } from "@/features/elderly/home/help-in-dialog";
import { useAuth } from "@/lib/auth";

/** An older person's dialogs carry 'Ayuda profesional' (the gear's dialog lives above the shells, so this does too). */
export function DialogHelp({ children }: { children: ReactNode }) {
  const isElderly = useAuth().user?.role === "elderly";
  return <HelpActionProvider value={isElderly ? <HelpInDialog /> : null}>{children}</HelpActionProvider>;
}
