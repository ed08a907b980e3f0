import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { HelpActionProvider } from "@/components/help-action";
import { useAuth } from "@/lib/auth";

/**
 * An older person's dialogs carry 'Ayuda profesional' (the gear's dialog lives above the shells, so this does too).
 * Its code comes with the older person's session, in the shell's own chunk, before any dialog can open; nobody
 * else downloads it.
 */
export function DialogHelp({ children }: { children: ReactNode }) {
  const isElderly = useAuth().user?.role === "elderly";
  const [HelpInDialog, setHelpInDialog] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!isElderly) return;
    let isCurrent = true;
    void import("@/features/elderly/home/help-in-dialog").then((module) => {
      if (isCurrent) setHelpInDialog(() => module.HelpInDialog);
    });
    return () => {
      isCurrent = false;
    };
  }, [isElderly]);
  return <HelpActionProvider value={isElderly && HelpInDialog ? <HelpInDialog /> : null}>{children}</HelpActionProvider>;
}
