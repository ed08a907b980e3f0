/** The form-level message (server refusal or "revise the marked fields"), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className="rounded-xl border-2 border-red-700 bg-red-50 p-3 text-base font-semibold text-red-900">
          {message}
        </p>
      ) : null}
    </div>
  );
}
