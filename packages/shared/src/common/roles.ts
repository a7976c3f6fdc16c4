import { z } from 'zod';
import { USER_TYPES } from '../roles.ts';
import './zod-locale.ts';

/** A role in a request or response body. */
export const userTypeSchema = z.enum(USER_TYPES);
