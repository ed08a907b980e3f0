import { createContext, type ReactNode, useContext } from "react";

/**
 * The older person's 'Ayuda profesional', for a dialog to show inside itself. A modal dialog hides and locks
 * everything behind it, the help bar too, so a dialog on the tablet carries its own button. Only the older
 * person's shell provides one; elsewhere there is none and dialogs show nothing.
 */
const HelpActionContext = createContext<ReactNode>(null);

export const HelpActionProvider = HelpActionContext.Provider;

export function useHelpAction(): ReactNode {
  return useContext(HelpActionContext);
}
