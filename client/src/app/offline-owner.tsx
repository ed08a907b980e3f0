import { useEffect } from "react";
import { useAuth } from "@/lib/auth";
import { setOfflineOwner } from "@/lib/service-worker";

/**
 * Keeps the service worker told who is signed in: only an older person's own reminder lists are kept for
 * offline use, and a logout, an ended session or another person signing in empties them (shared tablets).
 */
export function OfflineOwner() {
  const { user } = useAuth();
  const ownerId = user?.role === "elderly" ? user.id : null;
  useEffect(() => setOfflineOwner(ownerId), [ownerId]);
  return null;
}
