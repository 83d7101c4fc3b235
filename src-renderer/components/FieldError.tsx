/**
 * A problem shown beside its field (or a form's general one), announced to screen
 * readers; nothing when there is none. Give the field `aria-describedby={id}`.
 */
export function FieldError({ message, id }: { message: string | null | undefined; id?: string }) {
  return message ? (
    <p className="field-error" role="alert" id={id}>
      {message}
    </p>
  ) : null;
}
