import { cn } from "@/lib/cn";

type TableColumn = { label: string; isNumeric?: boolean };

/** The header row of the app's data tables: column headers with `scope="col"`, numbers right-aligned. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr className="border-b-2 border-slate-300">
        {columns.map((column, index) => (
          <th
            key={column.label}
            scope="col"
            className={cn("py-2 font-semibold", index < columns.length - 1 && "pr-4", column.isNumeric && "text-right")}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
