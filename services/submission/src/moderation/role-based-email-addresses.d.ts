declare module 'role-based-email-addresses' {
  /** Local parts of mailboxes that stand for a position, team or function rather than a person. */
  const roles: string[];
  export = roles;
}
