import { format } from 'date-fns';

/** Dates shown to owners: "Jun 28, 2025". */
export function formatDate(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM d, yyyy');
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function displayName(user: { firstName?: string; email?: string } | null | undefined): string {
  return user?.firstName?.trim() || user?.email?.trim() || 'User';
}
