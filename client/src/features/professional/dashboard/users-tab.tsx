import { ApprovalsSection } from "./approvals/approvals-section";
import { QuickActions } from "./quick-actions";
import { StatCards } from "./stats/stat-cards";
import { UserList } from "./users/user-list";

/** Tab 'Gestión de Usuarios': shortcuts, the four stat cards, the user list and pending approvals. */
export function UsersTab() {
  return (
    <div className="flex flex-col gap-8">
      <QuickActions />
      <StatCards />
      <UserList />
      <ApprovalsSection />
    </div>
  );
}
