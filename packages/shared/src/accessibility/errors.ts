import { defineErrors } from '../errors/define.ts';

// The settings are validated by their schema (422 with field errors); no domain-specific failure.
export const ACCESSIBILITY_ERRORS = defineErrors({});
