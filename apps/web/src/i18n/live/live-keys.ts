import type { MessageKey } from '../en';
import type { LiveMessageKey } from './en';

/** A message of the site or of the staff dashboard (the dashboard's components may use both). */
export type AnyMessageKey = MessageKey | LiveMessageKey;
