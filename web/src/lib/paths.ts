/** Every route of the app in one typed table, so links never drift from the router. */
export const paths = {
  home: '/',
  auth: (tab: 'login' | 'register' = 'register') => `/auth?tab=${tab}`,
  createLink: '/create-link',
  editLink: (id: string) => `/edit-link/${encodeURIComponent(id)}`,
  manageQuestions: '/manage-questions',
  apiKeys: '/api-keys',
  analytics: (id: string) => `/analytics/${encodeURIComponent(id)}`,
  insights: (id: string) => `/advanced-analytics/${encodeURIComponent(id)}`,
  publicForm: (shortCode: string) => `/f/${encodeURIComponent(shortCode)}`,
  printQr: (id: string) => `/print/qr/${encodeURIComponent(id)}`,
  resetPassword: '/reset-password',
  privacy: '/privacy',
  terms: '/terms',
  logout: '/api/logout',
} as const;

export function publicUrl(shortCode: string, origin: string = window.location.origin): string {
  return `${origin}${paths.publicForm(shortCode)}`;
}
