/** The server's complaint about a field (or a form), announced to screen readers; nothing when there is none. */
export function FieldError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}
