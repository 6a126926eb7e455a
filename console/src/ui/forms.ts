import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, describeError, type FieldError } from '../api/errors';
import { fieldSentence, humanise, type FieldDescription } from './field-messages';

interface FormWithErrors {
  setErrors(errors: Record<string, string>): void;
  getValues(): object;
  errors: Record<string, unknown>;
}

export interface ServerErrorOptions {
  /** The form's path for an API field, when the two differ (rows of an object, say). */
  fieldPath?(apiField: string): string;
  /** Labels of fields the form shows without an input of their own (a list's error, say). */
  labels?: Record<string, string>;
}

/** The input Mantine's `getInputProps` marked with the path, inside this form. */
function inputNode(form: HTMLFormElement | null, path: string): HTMLElement | null {
  return form?.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`) ?? null;
}

/** The text of an element without what is hidden from screen readers (a required mark). */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s*\*$/, '').trim();
}

function labelOfNode(node: HTMLElement): string | undefined {
  const labels = (node as HTMLInputElement).labels;
  if (labels && labels.length > 0) return spokenText(labels[0]!);
  const labelledBy = node.getAttribute('aria-labelledby');
  const byId = labelledBy ? document.getElementById(labelledBy.split(' ')[0]!) : null;
  if (byId) return spokenText(byId);
  const named = node.getAttribute('aria-label');
  if (named) return named;
  // A group of inputs (radio buttons): its wrapper carries the path and shows the label.
  const wrapperLabel = node.querySelector(':scope > [class*="-label"]');
  return wrapperLabel ? spokenText(wrapperLabel) : undefined;
}

function isChoice(node: HTMLElement): boolean {
  return (
    node.getAttribute('aria-haspopup') === 'listbox' ||
    node.tagName === 'SELECT' ||
    node.querySelector('[role="radiogroup"]') !== null
  );
}

/** What the server says of a value's form or size, as opposed to a rule between fields. */
const SAID_OF_A_VALUE = /^must (be|have|match|start|not be empty|not be blank)\b/;

const isEmpty = (value: unknown) =>
  value === '' || value === null || value === undefined || (Array.isArray(value) && !value.length);

function valueAt(values: object, path: string): unknown {
  let value: unknown = values;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A 400's field errors, or a refused rule that names the field it is about (`details.field`). */
function fieldErrorsOf(error: ApiError): FieldError[] {
  if (error.fieldErrors.length > 0) return error.fieldErrors;
  const { field } = error.details;
  return typeof field === 'string' ? [{ field, message: error.message }] : [];
}

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea, select, button';

/** Moves focus to the first field in the page's order that shows an error. */
function focusFirstInvalid(form: HTMLFormElement | null, paths: string[]) {
  const nodes = paths
    .map((path) => inputNode(form, path))
    .filter((node): node is HTMLElement => node !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = nodes[0] ?? form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  const target = first.matches(FOCUSABLE) ? first : first.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? first).focus();
}

/**
 * What a form shows of a refused submission: the server's field errors next to their fields as
 * sentences about their labels, everything else as one message above the buttons; then focus
 * moves to the first field in error. `formRef` goes on the `<form>`; `onInvalid` is the second
 * argument of Mantine's `form.onSubmit`, so that a refusal in the browser moves focus too.
 */
export function useServerErrors(form: FormWithErrors, options: ServerErrorOptions = {}) {
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // After the errors are drawn, so that the field is announced with its message.
  useEffect(() => {
    if (!focusPending.current || Object.keys(form.errors).length === 0) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current, Object.keys(form.errors));
  }, [form.errors]);

  const onError = useCallback(
    (error: unknown) => {
      const fieldErrors = error instanceof ApiError ? fieldErrorsOf(error) : [];
      if (fieldErrors.length === 0) {
        setFormError(describeError(error));
        return;
      }
      const { fieldPath = (field: string) => field, labels = {} } = optionsRef.current;
      const element = formRef.current;
      const values = Object.keys(form.getValues());
      const describe = (apiField: string): FieldDescription | undefined => {
        const node = inputNode(element, fieldPath(apiField));
        const label = labels[apiField] ?? (node ? labelOfNode(node) : undefined);
        return label ? { label, choice: node ? isChoice(node) : false } : undefined;
      };
      const labelOf = (apiField: string) => describe(apiField)?.label;
      const placed: Record<string, string> = {};
      const elsewhere: string[] = [];
      for (const { field, message } of fieldErrors) {
        const path = fieldPath(field);
        const description = describe(field) ?? { label: humanise(field) };
        // An empty field refused for its form ("must be a date and time") is simply missing.
        const missing = isEmpty(valueAt(form.getValues(), path)) && SAID_OF_A_VALUE.test(message);
        const sentence = fieldSentence(description, missing ? 'is required' : message, labelOf);
        if (values.includes(path.split('.')[0]!)) placed[path] = sentence;
        else elsewhere.push(sentence);
      }
      focusPending.current = true;
      form.setErrors(placed);
      setFormError(elsewhere.length > 0 ? elsewhere.map((s) => `${s}.`).join(' ') : null);
    },
    [form],
  );
  const onInvalid = useCallback(() => {
    focusPending.current = true;
  }, []);
  const clear = useCallback(() => setFormError(null), []);
  return { formError, onError, clear, formRef, onInvalid };
}
