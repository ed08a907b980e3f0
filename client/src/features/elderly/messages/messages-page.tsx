import type { FamilyLinks } from "@shared/api/elderly";
import { fullName } from "@shared/domain/names";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { BackLink } from "@/components/back-link";
import { Spinner } from "@/components/spinner";
import { Button } from "@/components/ui/button";
import { readSessionDraft, writeSessionDraft } from "@/lib/session-draft";
import { FAMILY_MESSAGE_DRAFT } from "../common/family-message-draft";
import { elderlyKeys } from "../common/elderly-keys";
import { useElderlyUser } from "../common/use-elderly-user";
import { useNow } from "../common/use-now";
import { MessageCard } from "./message-card";
import { ReplyBox } from "./reply-box";
import { useMarkRead } from "./use-mark-read";
import { useMessagePages } from "./use-message-pages";
import { useSendMessage } from "./use-send-message";
import { WriteToFamily } from "./write-to-family";


/** Family messages: read (and hear) them, reply to approved relatives, page back in time. */
export function MessagesPage() {
  const { userId, timezone } = useElderlyUser();
  const now = useNow();
  const links = useQuery<FamilyLinks>({ queryKey: elderlyKeys.familyLinks(userId), enabled: !!userId });
  const relatives = Array.isArray(links.data?.approved) ? links.data.approved : [];
  const { query, messages, prepend } = useMessagePages(userId);
  // undefined: nothing chosen yet. The assistant's prepared note then opens the first relative's box.
  const [chosen, setOpenFor] = useState<string | null | undefined>(undefined);
  const [prepared, setPrepared] = useState(() => readSessionDraft(FAMILY_MESSAGE_DRAFT) ?? "");
  const firstRelative = relatives[0]?.userId;
  const openFor = chosen !== undefined ? chosen : prepared && firstRelative ? `write:${firstRelative}` : null;
  const send = useSendMessage(userId, (message) => {
    prepend(message);
    setOpenFor(null);
  });
  useMarkRead(userId, messages);

  const toggle = (key: string) => setOpenFor(openFor === key ? null : key);
  const replyBox = (toUserId: string, name: string) => (
    <ReplyBox
      recipientName={name}
      isSending={send.isPending}
      initialText={prepared}
      onSend={async (content) => {
        try {
          await send.mutateAsync({ toUserId, content });
          setPrepared("");
          writeSessionDraft(FAMILY_MESSAGE_DRAFT, "");
          return true;
        } catch {
          return false;
        }
      }}
    />
  );

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <BackLink href="/dashboard" label="Volver al inicio" isLarge />
      <h1 className="text-4xl font-bold text-slate-900">Mensajes Familia</h1>
      <WriteToFamily
        relatives={relatives}
        openFor={openFor?.startsWith("write:") ? openFor.slice(6) : null}
        onToggle={(id) => toggle(`write:${id}`)}
        renderBox={(relative) => replyBox(relative.userId, fullName(relative))}
      />
      <section aria-labelledby="messages-title" className="flex flex-col gap-4">
        <h2 id="messages-title" className="text-3xl font-bold text-slate-900">
          Sus mensajes
        </h2>
        {!query.data ? (
          query.isError ? (
            <div role="alert" className="flex flex-col items-start gap-4">
              <p className="text-2xl text-slate-900">No se pudieron cargar sus mensajes.</p>
              <Button size="xl" onClick={() => void query.refetch()}>
                Intentar de nuevo
              </Button>
            </div>
          ) : (
            <Spinner label="Cargando mensajes..." className="py-10" />
          )
        ) : messages.length === 0 ? (
          <p className="rounded-3xl border-2 border-slate-300 bg-white p-6 text-2xl text-slate-900">
            Todavía no tiene mensajes. Cuando su familia le escriba, los verá aquí.
          </p>
        ) : (
          <ul className="flex flex-col gap-4">
            {messages.map((message) => {
              const isMine = message.fromUserId === userId;
              const sender = isMine ? undefined : relatives.find((r) => r.userId === message.fromUserId);
              const key = `message:${message.id}`;
              return (
                <MessageCard
                  key={message.id}
                  message={message}
                  isMine={isMine}
                  isNew={!isMine && !message.isRead}
                  now={now}
                  timezone={timezone}
                  reply={
                    sender
                      ? {
                          isOpen: openFor === key,
                          onToggle: () => toggle(key),
                          box: replyBox(sender.userId, fullName(sender)),
                        }
                      : undefined
                  }
                />
              );
            })}
          </ul>
        )}
        {query.isFetchNextPageError ? (
          <p role="alert" className="text-xl text-red-900">
            No se pudieron cargar los mensajes anteriores. Pulse el botón para intentarlo de nuevo.
          </p>
        ) : null}
        {query.hasNextPage ? (
          <Button
            size="xl"
            variant="secondary"
            className="self-center"
            aria-busy={query.isFetchingNextPage}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Cargar mensajes anteriores
          </Button>
        ) : null}
      </section>
    </main>
  );
}
