import { createContext, useContext } from 'react';
import { DEFAULT_PRODUCT } from '../../api/product';
import { FIELD_NAME_PREFIX, FORM_TOKEN_FIELD, POSTED_FORM_ELEMENT_ID, type PostedForm } from '../../core/forms/postedForm';

/**
 * What a page rendered by the server tells its forms, so that they work before (and without)
 * JavaScript: the form token to post back, the problems of a form posted without JavaScript and,
 * in the browser, what the member typed before the app took the page over.
 */
export interface ServerForm {
  /** Value of the hidden form-token field (the server checks it against its cookie). */
  formToken?: string;
  /** The form posted without JavaScript that this page answers (its values, problems, message). */
  posted?: PostedForm;
  /** Browser: the texts of the fields as the member left them before the takeover (`root_<field>` -> text). */
  typed?: Record<string, string>;
  /** Browser: the field that had the focus before the takeover, with its selection. */
  focus?: { id: string; start: number | null; end: number | null };
}

const ServerFormContext = createContext<ServerForm>({});

/** Provides the page's {@link ServerForm} (src/app/App.tsx). */
export const ServerFormProvider = ServerFormContext.Provider;

/** The page's {@link ServerForm} (empty in a page the browser rendered itself). */
export function useServerForm(): ServerForm {
  return useContext(ServerFormContext);
}

/** Where a page posts without JavaScript: its route, with `?product=` for a product other than the default. */
export function postPath(route: string, product: string): string {
  return product === DEFAULT_PRODUCT ? route : `${route}?product=${encodeURIComponent(product)}`;
}

/**
 * Reads, before the app takes over the server's HTML in `root`, the page's form token and the
 * problems of a form posted without JavaScript (a JSON block; never values): the first render
 * then matches the server's HTML.
 */
export function readServerForm(root: HTMLElement): ServerForm {
  const form: ServerForm = {};
  const token = root.querySelector<HTMLInputElement>(`input[name="${FORM_TOKEN_FIELD}"]`);
  if (token) form.formToken = token.value;
  const block = document.getElementById(POSTED_FORM_ELEMENT_ID);
  if (block?.textContent) {
    try {
      form.posted = JSON.parse(block.textContent) as PostedForm;
    } catch {
      /* not ours: ignored */
    }
  }
  return form;
}

/**
 * What the member typed into the server's fields before the form's part of the page is taken
 * over (its route hydrates after the shell, when its code has arrived), with the caret of the
 * focused one; read when the form renders first in the browser, so nothing typed is lost. Empty
 * on the server and in a page without the server's fields.
 */
export function readTypedFields(): Pick<ServerForm, 'typed' | 'focus'> {
  if (typeof document === 'undefined') return {};
  const root = document.getElementById('root');
  if (!root) return {};
  const found: Pick<ServerForm, 'typed' | 'focus'> = {};
  const typed: Record<string, string> = {};
  for (const input of root.querySelectorAll<HTMLInputElement>(`form input[id^="${FIELD_NAME_PREFIX}"]:not([type="hidden"])`)) {
    if (input.value !== input.defaultValue) typed[input.id] = input.value;
  }
  if (Object.keys(typed).length) found.typed = typed;
  const active = document.activeElement;
  if (active instanceof HTMLInputElement && root.contains(active) && active.id.startsWith(FIELD_NAME_PREFIX))
    found.focus = { id: active.id, start: active.selectionStart, end: active.selectionEnd };
  return found;
}
