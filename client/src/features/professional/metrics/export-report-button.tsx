import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { saveFile } from "@/lib/save-file";
import { buildMetricsCsv, csvFileName } from "./metrics-csv";
import type { MetricsView } from "./metrics-view";

type ExportReportButtonProps = {
  view: MetricsView;
  selection: string;
  range: { from: string; to: string };
  timezone: string;
};

/** 'Exportar informe': the figures on screen as a CSV file for a spreadsheet. */
export function ExportReportButton({ view, selection, range, timezone }: ExportReportButtonProps) {
  const onClick = () => {
    const when = { dateStyle: "short", timeStyle: "short", timeZone: timezone } as const;
    const generatedAt = new Intl.DateTimeFormat("es-ES", when).format(new Date());
    const csv = new Blob([buildMetricsCsv(view, { selection, generatedAt })], { type: "text/csv;charset=utf-8" });
    saveFile(csv, csvFileName(range.from, range.to));
    toast({ title: "Informe exportado", description: "Se ha descargado el archivo CSV con estas cifras." });
  };
  return (
    <Button variant="secondary" onClick={onClick}>
      <Download aria-hidden="true" className="h-5 w-5" />
      Exportar informe
    </Button>
  );
}
