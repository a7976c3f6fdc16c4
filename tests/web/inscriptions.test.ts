import { describe, expect, it } from 'vitest';
import { dayOf, edgeOf, formatDay } from '../../apps/web/src/features/inscriptions/window.ts';

describe('enrolment window on the class screen', () => {
  it('edits a window edge as its UTC day and sends an emptied one as null', () => {
    expect(dayOf('2026-06-30T23:59:59.999Z')).toBe('2026-06-30');
    expect(dayOf(null)).toBe('');
    expect(edgeOf('')).toBeNull();
    expect(edgeOf('2026-03-01')).toBe('2026-03-01');
    expect(formatDay('2026-03-01T00:00:00.000Z')).toBe('01/03/2026');
  });
});
