import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "../common/server-error";
import { downloadExport } from "./use-user-record";

/** 'Exportar datos': every personal datum of the person as a JSON file (right of access). */
export function ExportButton({ userId, username }: { userId: string; username: string }) {
  const [isBusy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadExport(userId, username);
      toast({ title: "Datos exportados", description: "Se ha descargado el archivo con todos sus datos." });
    } catch (error) {
      toast({
        title: "Error",
        description: getErrorMessage(error, "No se pudieron exportar los datos"),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" disabled={isBusy} onClick={() => void onClick()}>
      <Download aria-hidden="true" className="h-5 w-5" />
      {isBusy ? "Exportando..." : "Exportar datos"}
    </Button>
  );
}
