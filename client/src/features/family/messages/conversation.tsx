import type { Relative } from "@shared/api/elderly";
import { RefreshCw } from "lucide-react";
import { Spinner } from "@/components/spinner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { getErrorMessage } from "@/lib/query-client";
import { fullName } from "@shared/domain/names";
import { useFamilyUser } from "../common/use-family-user";
import { useNow } from "../common/use-now";
import { ComposeBox } from "./compose-box";
import { MessageList } from "./message-list";
import { useMarkRead } from "./use-mark-read";
import { useThread } from "./use-thread";

/** The thread with the chosen person, newest at the bottom, and the box to write. */
export default function Conversation({ relative }: { relative: Relative }) {
  const { elderly } = relative;
  const { userId, timezone } = useFamilyUser();
  const now = useNow();
  const { query, messages, addSent } = useThread(elderly.id);
  useMarkRead(userId, messages);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xl font-semibold text-slate-900">Conversación con {fullName(elderly)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" className="h-5 w-5" />
          {query.isFetching && !query.isFetchingNextPage ? "Actualizando..." : "Ver mensajes nuevos"}
        </Button>
      </div>
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        {query.hasNextPage ? (
          <Button
            variant="ghost"
            className="self-center"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? "Cargando..." : "Cargar mensajes anteriores"}
          </Button>
        ) : null}
        {query.isPending ? <Spinner label="Cargando mensajes..." className="py-6" /> : null}
        {query.isError ? (
          <p role="alert" className="text-lg text-red-800">
            {getErrorMessage(query.error, "No se pudieron cargar los mensajes.")}
          </p>
        ) : null}
        {query.isSuccess && messages.length === 0 ? (
          <p className="text-lg text-slate-800">Todavía no hay mensajes. Escriba el primero.</p>
        ) : null}
        {messages.length > 0 ? (
          <MessageList
            messages={messages}
            familyUserId={userId}
            elderlyFirstName={elderly.firstName}
            now={now}
            timezone={timezone}
          />
        ) : null}
        <ComposeBox toUserId={elderly.id} firstName={elderly.firstName} onSent={addSent} />
      </Card>
    </>
  );
}
