import { FONT_SIZE_LABELS, fontSizes } from "@shared/domain/client-storage";
import type { RefObject } from "react";
import { useFontSize } from "@/lib/font-size";
import { useHelpAction } from "./help-action";
import { Button } from "./ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./ui/dialog";
import { Label } from "./ui/label";
import { TimeLimitSwitch } from "./time-limit-switch";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** 64 px targets (elderly screens). */
  isLarge?: boolean;
  /** 'Sin límite de tiempo' for the memory exercises (only older people play them). */
  hasTimeLimitChoice?: boolean;
};

/** docs/behaviour/02-screens.md: text size choice with a live preview. Loaded lazily by AccessibilitySettings. */
export default function AccessibilityDialog({
  isOpen,
  onOpenChange,
  returnFocusTo,
  isLarge = false,
  hasTimeLimitChoice = false,
}: Props) {
  const [fontSize, setFontSize] = useFontSize();
  const help = useHelpAction();
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel="Cerrar configuración"
        isCloseLarge={isLarge}
        className={isLarge ? "grid-cols-1 [overflow-wrap:anywhere]" : undefined}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogTitle isLarge={isLarge}>Configuración de Accesibilidad</DialogTitle>
        <DialogDescription>
          Elija el tamaño de letra que le resulte más cómodo. El cambio se aplica y se guarda al momento.
        </DialogDescription>
        <div className="grid gap-2">
          <Label htmlFor="font-size-select">Tamaño de Letra</Label>
          <Select value={fontSize} onValueChange={setFontSize}>
            <SelectTrigger id="font-size-select" className={isLarge ? "min-h-target" : undefined}>
              <SelectValue placeholder="Seleccionar tamaño" />
            </SelectTrigger>
            <SelectContent>
              {fontSizes.map((size) => (
                <SelectItem key={size} value={size} className={isLarge ? "min-h-target" : undefined}>
                  {FONT_SIZE_LABELS[size]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <section
          aria-labelledby="font-size-preview"
          className="rounded-xl border-2 border-slate-300 bg-slate-50 p-4"
        >
          <h3 id="font-size-preview" className="text-base font-semibold text-slate-900">
            Vista previa del texto:
          </h3>
          <p className="mt-2 text-lg text-slate-900">
            Este es un ejemplo de cómo se verá el texto con el tamaño seleccionado.
          </p>
        </section>
        {hasTimeLimitChoice ? <TimeLimitSwitch /> : null}
        <DialogClose asChild>
          <Button size={isLarge ? "xl" : "lg"} className="justify-self-end">
            Listo
          </Button>
        </DialogClose>
        {help}
      </DialogContent>
    </Dialog>
  );
}
