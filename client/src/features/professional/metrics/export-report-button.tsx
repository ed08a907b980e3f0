import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { buildMetricsCsv, csvFileName } from "./metrics-csv";
import type { MetricsView } from "./metrics-view";

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

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
    download(buildMetricsCsv(view, { selection, generatedAt }), csvFileName(range.from, range.to));
    toast({ title: "Informe exportado", description: "Se ha descargado el archivo CSV con estas cifras." });
  };
  return (
    <Button variant="secondary" onClick={onClick}>
      <Download aria-hidden="true" className="h-5 w-5" />
      Exportar informe
    </Button>
  );
}
