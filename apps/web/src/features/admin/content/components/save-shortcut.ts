import type { KeyboardEvent } from 'react';

/**
 * Ctrl+S (⌘S on a Mac) saves a back-office form instead of the browser's "save page": operators
 * editing long texts expect it (issue 7: "keyboard-friendly"). Call it in a form's onKeyDown; keys
 * typed in the rich text editor bubble up to it too.
 */
export function saveOnCtrlS(event: KeyboardEvent<HTMLFormElement>, save: () => void): void {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
    event.preventDefault();
    save();
  }
}
