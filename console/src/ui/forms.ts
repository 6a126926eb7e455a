import { useCallback, useState } from 'react';
import { ApiError, describeError } from '../api/errors';

interface FormWithErrors {
  setErrors(errors: Record<string, string>): void;
  getValues(): object;
}

/**
 * What a form shows of a refused submission: the server's field errors next to their fields
 * (when the form has such a field), everything else as one message above the buttons.
 */
export function useServerErrors(form: FormWithErrors) {
  const [formError, setFormError] = useState<string | null>(null);
  const onError = useCallback(
    (error: unknown) => {
      const fields = Object.keys(form.getValues());
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        const known = Object.entries(error.byField).filter(([field]) =>
          fields.includes(field.split('.')[0]!),
        );
        form.setErrors(Object.fromEntries(known));
        setFormError(known.length === error.fieldErrors.length ? null : error.message);
        return;
      }
      setFormError(describeError(error));
    },
    [form],
  );
  const clear = useCallback(() => setFormError(null), []);
  return { formError, onError, clear };
}
