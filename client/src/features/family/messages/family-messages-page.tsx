import { lazy } from "react";
import { FamilyPage } from "../common/family-page";
import { LazyBody } from "../common/lazy-body";
import { RelativeGate } from "../common/relative-gate";

const Conversation = lazy(() => import("./conversation"));

/** /messages: the conversation with the person; allowed with an approved link even without consent. */
export function FamilyMessagesPage() {
  return (
    <FamilyPage title="Mensajes" hasBackLink>
      <RelativeGate needsConsent={false}>
        {(relative) => (
          <LazyBody>
            <Conversation key={relative.elderly.id} relative={relative} />
          </LazyBody>
        )}
      </RelativeGate>
    </FamilyPage>
  );
}

