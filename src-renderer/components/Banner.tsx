/** An error (or warning) line in the tone of the rest of the app; nothing when there is nothing to say. */
export function Banner({ message, tone = 'error' }: { message: string | null | undefined; tone?: 'error' | 'warn' }) {
  return message ? (
    <p className={`banner ${tone}`} role="alert">
      {message}
    </p>
  ) : null;
}
