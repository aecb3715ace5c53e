/** Account roles: staff handle every inquiry and see the analytics; users see their own. */
export const userRoles = ["user", "staff"] as const;
export type UserRole = (typeof userRoles)[number];
