// The message under a form field that failed its check; the field points at it with aria-describedby.

interface FieldErrorProps {
  id: string;
  message: string | undefined;
  /** Announce it as soon as it appears (for a check that runs while typing or uploading). */
  alert?: boolean;
}

export function FieldError({ id, message, alert = false }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700" role={alert ? 'alert' : undefined}>
      {message}
    </p>
  );
}
