import { useParams } from "wouter";
import { PlaceholderPage } from "@/components/placeholder-page";

/** /professional/user/:userId (lazy). */
export default function UserDetail() {
  const { userId } = useParams<{ userId: string }>();
  return (
    <PlaceholderPage
      title="Detalle de usuario"
      description={`La ficha de la persona con identificador ${userId ?? ""} se mostrará aquí próximamente.`}
    />
  );
}
