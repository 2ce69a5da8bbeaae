/** The signed-in owner's query. Apart from get-user so the app root can watch it without the parser. */
export const userQueryKey = ['/api/auth/user'] as const;
