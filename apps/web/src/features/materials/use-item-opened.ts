import { useEffect, useRef } from 'react';
import type { MaterialItem } from '@trilha/shared/materials';
import { openItem } from './api.ts';

/**
 * Tells the API an item was opened (GET /material-items/{id}, which publishes
 * `material-item.opened` when it gives the content) once per opening of the modal, for every
 * kind: the modal shows the item from its material's list, so without this call only the kinds
 * with a page of their own (quiz, SCORM, task) were logged. Not while locked (the API would not
 * log it either); once a password is accepted or the window opens, the content shows and it is
 * told then. The ref keeps it to one call per opening: re-renders, a list refetch that hands a new
 * item object, and React's development double effects call nothing more. A failure is not shown:
 * the content is already on screen, and the log is the API's concern.
 */
export function useItemOpened(item: Pick<MaterialItem, 'id' | 'lock'>): void {
  const told = useRef<number | null>(null);
  const open = item.lock === null;
  useEffect(() => {
    if (!open || told.current === item.id) return;
    told.current = item.id;
    openItem(item.id).catch(() => undefined);
  }, [open, item.id]);
}
