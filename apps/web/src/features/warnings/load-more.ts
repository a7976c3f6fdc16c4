import { PAGE_SIZE } from '@trilha/shared/kernel';

/**
 * The phone list's rule (001 §2, §9): it loads 30 at a time, growing by 30, and offers more only
 * while it holds exactly as many alerts as its current limit: a shorter list has reached the end.
 */
export const feedLimit = (pagesLoaded: number): number => Math.max(1, pagesLoaded) * PAGE_SIZE.alertsMobile;
export const canLoadMore = (rows: number, pagesLoaded: number): boolean => rows === feedLimit(pagesLoaded);
