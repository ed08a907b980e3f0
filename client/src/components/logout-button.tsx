import { LogOut } from "lucide-react";
import { useState } from "react";
import { useAuth } from "@/lib/auth";
import { Button } from "./ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./ui/dialog";

const LOGOUT_CONFIRM_TITLE = "¿Cerrar la sesión?";

/**
 * 'Cerrar Sesión'. An older person is asked first: getting back in needs their name and PIN, and a
 * stray tap on a tablet must not throw them out. Other roles log out at once.
 */
export function LogoutButton({ isLarge = false }: { isLarge?: boolean }) {
  const { logout } = useAuth();
  const [isOpen, setIsOpen] = useState(false);
  const size = isLarge ? "xl" : "default";
  const face = (
    <>
      {/* On a phone the word alone, so that it fits on the header's first row beside 'Inicio'. */}
      <LogOut aria-hidden="true" className={isLarge ? "h-7 w-7" : "hidden h-5 w-5 sm:block"} />
      Cerrar Sesión
    </>
  );
  if (!isLarge) {
    return (
      <Button variant="secondary" size={size} className="px-4!" onClick={() => void logout()}>
        {face}
      </Button>
    );
  }
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size={size}>
          {face}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="No cerrar la sesión" isCloseLarge className="sm:max-w-xl">
        <DialogTitle isLarge>{LOGOUT_CONFIRM_TITLE}</DialogTitle>
        <DialogDescription className="text-xl text-slate-900">
          Para volver a entrar necesitará escribir su nombre y su PIN.
        </DialogDescription>
        <div className="flex flex-wrap justify-end gap-4">
          <DialogClose asChild>
            <Button variant="secondary" size="xl">
              Seguir aquí
            </Button>
          </DialogClose>
          <Button size="xl" onClick={() => void logout()}>
            Sí, cerrar sesión
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
